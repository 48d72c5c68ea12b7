// Two chunks made by hand: the app's (everything its entry imports) and the lesson page's (what
// only a lesson page needs). Without them the bundler splits both into dozens of small chunks,
// and on a phone's link each costs a round trip before the page can paint (Lighthouse's scores
// fell under 90 for it). Pages with a player (the studio, the playground, an exercise, a drill)
// share most of the lesson page and load its chunk too. What the lesson page shares with a page
// without one (the lesson list's labels, the practice pages' Markdown) is left to the bundler,
// which puts it in a small chunk of its own: /lessons and /practice no longer fetch the whole
// lesson page for a few labels and the Markdown.
import type { ChunkingContext } from 'rolldown';

const LESSON_PAGE = /[\\/]src[\\/]ui[\\/]lesson[\\/]LessonPage\.tsx$/;
/** The lesson page's player, exercise and extras, which it imports lazily. */
const LESSON_WORK = /[\\/]src[\\/]ui[\\/]lesson[\\/]LessonWork\.tsx$/;
/** The player, which LessonWork's veiled player imports lazily in turn (predict/playerCode.ts). */
const PLAYER_VIEW = /[\\/]src[\\/]ui[\\/]player[\\/]PlayerView\.tsx$/;
const HOME_PAGE = /[\\/]src[\\/]app[\\/]HomePage\.tsx$/;

type Root = (id: string, isEntry: boolean) => boolean;

/**
 * True when `id` is imported statically, directly or not, by a module `root` matches. The walk
 * up the importers does not pass through a module `stop` matches.
 */
function importedBy(
  root: Root,
  id: string,
  ctx: ChunkingContext,
  stop: (id: string) => boolean = () => false,
  seen = new Set<string>(),
): boolean {
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  if (root(id, info.isEntry)) return true;
  if (stop(id)) return false;
  for (const importer of info.importers) {
    if (seen.has(importer)) continue;
    seen.add(importer);
    if (importedBy(root, importer, ctx, stop, seen)) return true;
  }
  return false;
}

/** The lazily loaded pages that show no timeline. */
const PAGE_WITHOUT_PLAYER =
  /[\\/]src[\\/]ui[\\/](lesson[\\/]LessonsPage|practice[\\/](PracticePage|ReviewPage|MockInterviewPage)|glossary[\\/]GlossaryPage|systems[\\/]SystemsPage)\.tsx$/;

/** The other lazily loaded pages that show a timeline, with a player of their own. */
const OTHER_PLAYER_PAGE =
  /[\\/]src[\\/](app[\\/]PlaygroundPage|ui[\\/](studio[\\/]StudioPage|exercise[\\/]ExercisePage|practice[\\/]DrillsPage|embed[\\/]EmbedPage|recorded[\\/]RecordedPage))\.tsx$/;

/** The player pages without the explorer, the comparison and the exercise bench. */
const PLAYER_ONLY_PAGE = /[\\/]src[\\/]ui[\\/](studio[\\/]StudioPage|embed[\\/]EmbedPage)\.tsx$/;

/**
 * Small helpers of every kind of page (handing the focus on, a button that keeps it, the
 * clipboard): with the app. In the chunk the bundler would pick (the lesson's `reading`, being
 * shared with the practice page) the studio fetched 2 KB of lesson code for a few hundred bytes,
 * and alone each would be a request of its own.
 */
const APP_HELPER = /[\\/]src[\\/]ui[\\/](focusShown\.ts|KeepFocusButton\.tsx|copyText\.ts)$/;

const isLessonPage = (id: string) => LESSON_PAGE.test(id);
const isLessonWork = (id: string) => LESSON_WORK.test(id);
const isPlayerView = (id: string) => PLAYER_VIEW.test(id);
const isLessonRoot = (id: string) => LESSON_PAGE.test(id) || LESSON_WORK.test(id);
/** What the lesson page loads: its roots and the player (a walk up does not stop at the player). */
const isLessonPart = (id: string) => isLessonRoot(id) || PLAYER_VIEW.test(id);
const isHomePage = (id: string) => HOME_PAGE.test(id);

/**
 * The codeSplitting group's name function: `app` for every module the entry imports statically
 * (one file, not the dozen small shared chunks the bundler would otherwise split it into, each a
 * round trip before the first paint). Of what the lesson page imports: `timeline`, what the home
 * page draws too; `reading`, what a page without a player shares with it, and what its reading
 * shares with the other pages that have a player; `lesson-page`, the rest of what its reading
 * imports (the first paint waits for it); `player`, what its lazy LessonWork.tsx and the player
 * it loads when the veil lifts share with the studio or an embed, but `editor`, what LessonWork
 * shows before (the exercise's editor); `workbench`, what it shares only with the other pages that have a
 * player (the playground, an exercise, a drill: the explorer, the comparison, the bench);
 * `lesson-work`, the rest of LessonWork's. Else none.
 */
export function lessonPageChunk(id: string, ctx: ChunkingContext): string | null {
  if (importedBy((_, isEntry) => isEntry, id, ctx) || APP_HELPER.test(id)) return 'app';
  if (!importedBy(isLessonPart, id, ctx)) return null;
  // The timeline the home page's story and the lesson page both draw: a chunk of its own.
  if (importedBy(isHomePage, id, ctx, isLessonRoot)) return 'timeline';
  const lightPage = (m: string) => PAGE_WITHOUT_PLAYER.test(m);
  // What it shares with a page without a player (the Markdown, the progress labels, the
  // references): one small chunk, not one request each on a phone's link.
  if (importedBy(lightPage, id, ctx, isLessonRoot)) return 'reading';
  const playerPage = (m: string) => OTHER_PLAYER_PAGE.test(m);
  const withPlayer = importedBy(playerPage, id, ctx, isLessonRoot);
  // LessonWork.tsx is imported lazily, so this walk does not reach through it. What the reading
  // shares with the studio, an exercise… (the predictions list, the timeline switch) goes with the
  // small shared chunk, so that those pages do not fetch the lesson's own.
  if (importedBy(isLessonPage, id, ctx)) return withPlayer ? 'reading' : 'lesson-page';
  // What the studio, the playground… share with the lesson page (the player, the code view): a
  // chunk of its own, so that those pages do not fetch the lesson's exercise and check; and what
  // the studio and an embed never show, a second one (9 KB off the studio's first visit).
  if (!withPlayer) return 'lesson-work';
  const playerOnly = (m: string) => PLAYER_ONLY_PAGE.test(m);
  if (!importedBy(playerOnly, id, ctx, isLessonRoot)) return 'workbench';
  // Of that, what LessonWork shows while the veil hides the player (the exercise's editor): a
  // chunk of its own, so that a lesson's first visit fetches neither the player's nor the
  // timeline's (src/ui/predict/playerCode.ts).
  return importedBy(isLessonWork, id, ctx, isPlayerView) ? 'editor' : 'player';
}
