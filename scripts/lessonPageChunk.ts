// Two chunks made by hand: the app's (everything its entry imports) and the lesson page's (the
// rest of what a lesson page needs). Without them the bundler splits both into dozens of small
// chunks shared with other pages, and on a phone's link each costs a round trip before the page
// can paint (Lighthouse's scores fell under 90 for it). Pages that share some of the lesson
// page's code (the playground's player, the practice pages' Markdown) load that chunk too.
import type { ChunkingContext } from 'rolldown';

const LESSON_PAGE = /[\\/]src[\\/]ui[\\/]lesson[\\/]LessonPage\.tsx$/;

/** True when `id` is imported, directly or not and without a dynamic import, by a module `root` matches. */
function importedBy(
  root: (id: string, isEntry: boolean) => boolean,
  id: string,
  ctx: ChunkingContext,
  seen = new Set<string>(),
): boolean {
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  if (root(id, info.isEntry)) return true;
  for (const importer of info.importers) {
    if (seen.has(importer)) continue;
    seen.add(importer);
    if (importedBy(root, importer, ctx, seen)) return true;
  }
  return false;
}

/**
 * The codeSplitting group's name function: `app` for every module the entry imports statically
 * (one file, not the dozen small shared chunks the bundler would otherwise split it into, each a
 * round trip before the first paint), `lesson-page` for the rest of what LessonPage.tsx imports
 * statically, else none.
 */
export function lessonPageChunk(id: string, ctx: ChunkingContext): string | null {
  const inEntry = importedBy((_, isEntry) => isEntry, id, ctx);
  if (inEntry) return 'app';
  return importedBy((m) => LESSON_PAGE.test(m), id, ctx) ? 'lesson-page' : null;
}
