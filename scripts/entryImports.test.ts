// What every page loads before its first paint is what the app's entry (src/app/main.tsx) imports
// statically. A single import can drag a whole subsystem in with it: one constant imported from
// the engine's runner once put the step kernel, the oracle and the issue texts (6 KB gzip) on
// every page (#31).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reach } from './messageGroups';

const ENTRY = resolve('src/app/main.tsx');
const entryFiles = () =>
  [...reach(ENTRY, false, (file) => readFileSync(file, 'utf8'), new Set())].map((f) =>
    f.slice(resolve('.').length + 1),
  );

describe('the modules every page loads (the entry’s static imports)', () => {
  it('reach the SQL supervisor but not the engine that runs in its worker', () => {
    const files = entryFiles();
    expect(files).toContain('src/sql/supervisor.ts');
    for (const engine of [
      'src/engine/runner.ts',
      'src/engine/stepKernel.ts',
      'src/engine/oracle.ts',
      'src/engine/issueText.ts',
    ])
      expect(files).not.toContain(engine);
  });

  it('reach the example and question sources but not the tables naming their chunks', () => {
    // Both tables name a chunk per file and language (2.5 KB gzip); a lesson page uses neither.
    const files = entryFiles();
    expect(files).toContain('src/app/examples.ts');
    expect(files).toContain('src/app/questions.ts');
    expect(files).not.toContain('src/app/exampleChunks.ts');
    expect(files).not.toContain('src/app/questionChunks.ts');
  });

  it('reach the store’s story slice but not the story’s captions', () => {
    const files = entryFiles();
    expect(files).toContain('src/state/storySlice.ts');
    expect(files).not.toContain('src/content/lessons/story.ts');
  });
});

describe('the slices every page loads', () => {
  it('are each slice’s state, and the actions only of the slices every page uses', () => {
    // A slice whose actions load with its pages keeps its state in <name>State.ts (sliceCode.ts).
    const lazy = readdirSync('src/state').flatMap((f) => /^(\w+)State\.ts$/.exec(f)?.[1] ?? []);
    expect(lazy).toHaveLength(10);
    const files = entryFiles();
    for (const slice of lazy) {
      expect(files).toContain(`src/state/${slice}State.ts`);
      expect(files).not.toContain(`src/state/${slice}Slice.ts`);
    }
    for (const everyPage of ['player', 'editor', 'story'])
      expect(files).toContain(`src/state/${everyPage}Slice.ts`);
    // The studio's edits load with its actions; the store starts with an empty model alone.
    expect(files).toContain('src/content/studio/emptyModel.ts');
    expect(files).not.toContain('src/content/studio/studioModel.ts');
  });
});

describe('what a page with a player imports statically', () => {
  const pageFiles = (page: string) =>
    [...reach(resolve(page), false, (file) => readFileSync(file, 'utf8'), new Set())].map((f) =>
      f.slice(resolve('.').length + 1),
    );
  const STUDIO = 'src/ui/studio/StudioPage.tsx';
  const LESSON_WORK = 'src/ui/lesson/LessonWork.tsx';
  /** A lesson's player, which LessonWork's veiled player loads when the learner comes to it. */
  const LESSON_PLAYER = 'src/ui/player/PlayerView.tsx';

  /** What each page shows of a part (`shown`), and what of it waits for the user (`later`). */
  it.each([
    {
      part: 'the help sheet’s dialog, to its first opening',
      pages: [STUDIO, 'src/ui/story/StoryPage.tsx'],
      shown: 'src/ui/player/controls/HelpSheet.tsx',
      later: ['src/ui/player/controls/HelpSheetDialog.tsx'],
    },
    {
      part: 'a lesson’s player and its run strip’s steps, to the learner coming to the veil',
      pages: [LESSON_WORK],
      shown: 'src/ui/predict/VeiledPlayer.tsx',
      later: [
        LESSON_PLAYER,
        'src/ui/player/timeline/Timeline.tsx',
        'src/ui/lesson/RunStripRun.tsx',
      ],
    },
    {
      part: 'the export menu, to its first opening',
      pages: [STUDIO, LESSON_PLAYER],
      shown: 'src/ui/player/export/ExportButton.tsx',
      later: ['src/ui/player/export/ExportMenu.tsx', 'src/ui/player/export/ExportStatus.tsx'],
    },
    {
      part: 'the step’s sentences, to the first step the playhead reaches',
      pages: [STUDIO, LESSON_PLAYER],
      shown: 'src/ui/player/steps/narration.ts',
      later: ['src/ui/player/steps/explain.ts'],
    },
    {
      part: 'the studio’s embed snippet and the link’s rules, to the Embed button',
      pages: [STUDIO],
      shown: 'src/ui/embed/StudioEmbed.tsx',
      later: ['src/ui/embed/EmbedSnippet.tsx', 'src/ui/embed/shareFragment.ts'],
    },
    {
      part: 'the explorer’s progress bar, verdict and actions, to the first search',
      pages: [LESSON_WORK, 'src/ui/Workbench.tsx'],
      shown: 'src/ui/explorer/ExplorerPanel.tsx',
      later: [
        'src/ui/explorer/ExploreProgressBar.tsx',
        'src/ui/explorer/ExploreVerdict.tsx',
        'src/i18n/explorerText.ts',
        'src/state/explorerSlice.ts',
      ],
    },
    {
      part: 'an exercise’s report, progress, banner, solution’s diff and checker, to the learner’s action',
      pages: [LESSON_WORK, 'src/ui/exercise/ExercisePage.tsx'],
      shown: 'src/ui/lesson/lazyReport.ts',
      later: [
        'src/ui/lesson/CheckReport.tsx',
        'src/ui/lesson/CheckProgress.tsx',
        'src/ui/lesson/SolvedBanner.tsx',
        'src/ui/lesson/SolutionDiff.tsx',
        'src/content/check/lessonCheck.ts',
      ],
    },
  ])('leaves $part', ({ pages, shown, later }) => {
    for (const page of pages) {
      const files = pageFiles(page);
      expect(files, page).toContain(shown);
      for (const file of later) expect(files, `${page} → ${file}`).not.toContain(file);
    }
  });
});
