import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, keysWritten, messageGroups, pageNames } from './messageGroups';

const SRC = join(process.cwd(), 'src');
const EN = join(SRC, 'i18n', 'messages', 'en');
const KEYS = readdirSync(EN)
  .filter((n) => n.endsWith('.json') && n !== 'cli.json')
  .flatMap((n) => Object.keys(JSON.parse(readFileSync(join(EN, n), 'utf8')) as object));

describe('importsOf', () => {
  it('finds static imports, re-exports and lazy imports, not type-only ones', () => {
    const text = [
      "import { a } from './a';",
      'import {\n  b,\n  type B,\n} from "./b";',
      "import type { C } from './c';",
      "export * from './d';",
      "export type { E } from './e';",
      "import './f.css';",
      "const g = () => import('./g');",
    ].join('\n');
    expect(importsOf(text)).toEqual({ static: ['./a', './b', './d', './f.css'], lazy: ['./g'] });
  });
});

describe('keysWritten', () => {
  const keys = ['outcome.granted', 'outcome.denied', 'player.run', 'state.saved'];
  it('takes a whole key and every key a template with a dot begins', () => {
    const text = 't(\'player.run\'); t(`outcome.${o}`); x("state.saved")';
    expect([...keysWritten(text, keys)].sort()).toEqual([
      'outcome.denied',
      'outcome.granted',
      'player.run',
      'state.saved',
    ]);
  });
  it('takes no key for a template head without a dot, or a text that is no key', () => {
    expect([...keysWritten('get(`s${n}`); t(`o${x}`); "player"; "player.runs"', keys)]).toEqual([]);
  });
});

describe('messageGroups on the app', () => {
  const groups = messageGroups(SRC, KEYS);

  it('has a group for every page the route table loads', () => {
    expect(Object.keys(groups.pages).sort()).toEqual(pageNames(SRC).sort());
    expect(pageNames(SRC)).toEqual(
      expect.arrayContaining(['LessonPage', 'LessonsPage', 'PracticePage', 'StudioPage']),
    );
  });

  it('puts every message in base or in the group of a page that shows it', () => {
    const placed = new Set([...groups.base, ...Object.values(groups.pages).flat()]);
    expect(KEYS.filter((k) => !placed.has(k))).toEqual([]);
  });

  it('gives the lesson page the words of its exercise and editor, not the home page', () => {
    expect(groups.base).toContain('nav.lessons');
    expect(groups.base).not.toContain('lesson.exercise.check');
    expect(groups.pages.LessonPage).toContain('lesson.exercise.check');
    expect(groups.pages.LessonsPage).not.toContain('lesson.exercise.check');
  });
});

describe('message groups of parts a page loads on demand', () => {
  const groups = messageGroups(SRC, KEYS);

  it('gives each part its own group, which the pages that load it leave out', () => {
    expect(pageNames(SRC)).toEqual(
      expect.arrayContaining([
        'EmbedDialog',
        'ShareExercise',
        'MonacoEditor',
        'CheckReport',
        'SolutionDiff',
        'HelpSheetDialog',
        'ExploreProgressBar',
        'ExploreVerdict',
        'ExportMenu',
        'explain',
        'CheckProgress',
        'SolvedBanner',
      ]),
    );
    expect(groups.pages.EmbedDialog).toContain('player.embed.title');
    expect(groups.pages.StudioPage).not.toContain('player.embed.title');
    expect(groups.pages.ShareExercise).toContain('studio.exercise.make');
    expect(groups.pages.StudioPage).not.toContain('studio.exercise.make');
    expect(groups.pages.MonacoEditor).toContain('editor.completion.table');
    expect(groups.pages.LessonPage).not.toContain('editor.completion.table');
    // A check's report and the solution's diff, shown after the learner acts, in a lesson and in
    // a shared exercise.
    expect(groups.pages.CheckReport).toContain('lesson.check.showInPlayer');
    expect(groups.pages.SolutionDiff).toContain('lesson.diff.caption');
    for (const page of ['LessonPage', 'ExercisePage'])
      expect(groups.pages[page], page).not.toContain('lesson.check.showInPlayer');
    // A check's progress, and the banner once the lesson is solved.
    expect(groups.pages.CheckProgress).toContain('lesson.checkProgress.generated');
    expect(groups.pages.SolvedBanner).toContain('lesson.solved.heading');
    for (const key of ['lesson.checkProgress.generated', 'lesson.solved.heading'])
      expect(groups.pages.LessonPage, key).not.toContain(key);
    // The keyboard help sheet, opened with `?` on every page with a player.
    expect(groups.pages.HelpSheetDialog).toContain('player.help.col.keys');
    for (const page of ['LessonPage', 'StudioPage', 'PlaygroundPage', 'HomePage'])
      expect(groups.pages[page], page).not.toContain('player.help.col.keys');
    // Each slice's actions load with its words: the explorer's sentences are not in base.
    expect(groups.pages.explorerSlice).toContain('explorer.breaks');
    expect(groups.base).not.toContain('explorer.breaks');
    expect(groups.pages.LessonPage).not.toContain('explorer.breaks');
    // The explorer's verdict, shown once a search has run.
    expect(groups.pages.ExploreVerdict).toContain('explorer.open');
    for (const page of ['LessonPage', 'PlaygroundPage'])
      expect(groups.pages[page], page).not.toContain('explorer.open');
    // The export menu's words come with it; its button's stay with the player.
    expect(groups.pages.ExportMenu).toContain('player.export.gif');
    for (const page of ['LessonPage', 'StudioPage'])
      expect(groups.pages[page], page).not.toContain('player.export.gif');
    expect(groups.pages.StudioPage).toContain('player.export.button');
    // A step's sentences come with explain.ts; the moment before the first step is the page's.
    expect(groups.pages.explain).toContain('player.explain.granted');
    expect(groups.pages.LessonPage).not.toContain('player.explain.granted');
    expect(groups.pages.LessonPage).toContain('player.explain.before.play');
    // What the page shows itself stays with it: the Embed button is on every player.
    expect(groups.pages.StudioPage).toContain('player.embed.button');
  });

  /** A src/ of a few files: an entry, a route table with one page, and what `extra` adds. */
  function tinySrc(extra: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'fencelab-groups-'));
    const files: Record<string, string> = {
      'app/main.tsx': "import './routeTable';\n",
      'app/routeTable.tsx': "const load = () => withMessages('Page', import('../ui/Page'));\n",
      'ui/Page.tsx': "const part = () => withMessages('Part', import('./Part'));\n",
      'ui/Part.tsx': "export const x = t('part.title');\n",
      ...extra,
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    return root;
  }

  it('splits a tiny app as it says', () => {
    const root = tinySrc({});
    try {
      expect(messageGroups(root, ['part.title'])).toEqual({
        base: [],
        pages: { Page: [], Part: ['part.title'] },
      });
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('gives the words of a module the store loads by name to the code that loads it', () => {
    // The table every page carries does not put its modules' words in base: the slice that
    // loads one (a part, with its own group) has them, and so does an entry file that does.
    const root = tinySrc({
      'app/main.tsx':
        "import './routeTable';\nimport '../state/modules';\nimport '../state/eager';\n",
      'state/modules.ts': [
        'const TABLE = {',
        "  words: () => import('../i18n/words'),",
        "  early: () => import('../i18n/early'),",
        '};',
        '',
      ].join('\n'),
      'state/eager.ts':
        "const later = () => withMessages('slice', import('./slice'));\nmodules.now('early');\n",
      'state/slice.ts': "const w = await ctx.deps.modules.load('words');\n",
      'i18n/words.ts': "export const w = t('words.said');\n",
      'i18n/early.ts': "export const e = t('early.said');\n",
    });
    try {
      const keys = ['part.title', 'words.said', 'early.said'];
      expect(messageGroups(root, keys)).toEqual({
        base: ['early.said'],
        pages: { Page: [], Part: ['part.title'], slice: ['words.said'] },
      });
      // A load of a name the table does not have is a mistake, named.
      writeFileSync(join(root, 'state/slice.ts'), "modules.load('nowhere');\n");
      expect(() => messageGroups(root, keys)).toThrow(
        /state\/slice\.ts: the store has no module named nowhere/,
      );
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('gives a group two parts load the keys of both, and names it once', () => {
    // The editor is such a group: Monaco's words in English or in Chinese, the same editor.
    const root = tinySrc({
      'ui/Page.tsx':
        "const part = () => (zh ? withMessages('Part', import('./PartZh')) : withMessages('Part', import('./Part')));\n",
      'ui/PartZh.tsx': "export const y = t('part.chinese');\n",
    });
    try {
      expect(messageGroups(root, ['part.title', 'part.chinese'])).toEqual({
        base: [],
        pages: { Page: [], Part: ['part.title', 'part.chinese'] },
      });
      expect(pageNames(root)).toEqual(['Page', 'Part']);
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('fails when a part is also imported statically, or lazily without its messages', () => {
    for (const [other, why] of [
      ["import { x } from './Part';\n", /ui\/Other\.tsx imports \.\/Part statically/],
      [
        "const p = () => import('./Part');\n",
        /ui\/Other\.tsx imports \.\/Part without its messages/,
      ],
    ] as const) {
      const root = tinySrc({ 'ui/Other.tsx': other });
      try {
        expect(() => messageGroups(root, ['part.title'])).toThrow(why);
      } finally {
        rmSync(root, { recursive: true });
      }
    }
  });
});
