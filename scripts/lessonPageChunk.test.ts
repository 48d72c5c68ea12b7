import { describe, expect, it } from 'vitest';
import type { ChunkingContext } from 'rolldown';
import { lessonPageChunk } from './lessonPageChunk';

/**
 * A module graph small enough to read, shaped as the app's: `importer → imported`, with the
 * entry and the lazily loaded pages (which import nothing the entry's chain reaches statically).
 */
const EDGES: [string, string][] = [
  ['src/main.tsx', 'src/app/App.tsx'],
  ['src/ui/lesson/LessonPage.tsx', 'src/ui/lesson/Reading.tsx'],
  ['src/ui/lesson/LessonWork.tsx', 'src/ui/lesson/ExercisePanel.tsx'],
  // The player loads once the prediction's veil lifts: LessonWork reaches it lazily only.
  ['src/ui/lesson/LessonWork.tsx', 'src/ui/predict/VeiledPlayer.tsx'],
  ['src/ui/lesson/ExercisePanel.tsx', 'src/ui/editor/CodeView.tsx'],
  ['src/ui/studio/StudioPage.tsx', 'src/ui/editor/CodeView.tsx'],
  ['src/ui/player/TraceView.tsx', 'src/ui/player/OutcomeBadge.tsx'],
  ['src/ui/lesson/RunStripRun.tsx', 'src/ui/player/OutcomeBadge.tsx'],
  ['src/ui/lesson/ExercisePanel.tsx', 'src/ui/explorer/ExplorerPanel.tsx'],
  ['src/ui/lesson/ExercisePanel.tsx', 'src/ui/lesson/CheckReport.tsx'],
  ['src/ui/studio/StudioPage.tsx', 'src/ui/player/PlayerView.tsx'],
  ['src/app/PlaygroundPage.tsx', 'src/ui/Workbench.tsx'],
  ['src/ui/Workbench.tsx', 'src/ui/player/PlayerView.tsx'],
  ['src/ui/Workbench.tsx', 'src/ui/explorer/ExplorerPanel.tsx'],
  ['src/ui/player/PlayerView.tsx', 'src/ui/player/TraceView.tsx'],
];

function context(): ChunkingContext {
  const importers = new Map<string, string[]>();
  for (const [from, to] of EDGES)
    importers.set(`/r/${to}`, [...(importers.get(`/r/${to}`) ?? []), `/r/${from}`]);
  const getModuleInfo = (id: string) => ({
    isEntry: id === '/r/src/main.tsx',
    importers: importers.get(id) ?? [],
  });
  return { getModuleInfo } as unknown as ChunkingContext;
}

const chunkOf = (path: string) => lessonPageChunk(`/r/${path}`, context());

describe('the lesson page’s chunks', () => {
  it('puts what the entry imports in the app', () => {
    expect(chunkOf('src/app/App.tsx')).toBe('app');
  });

  it('puts the small helpers of every kind of page in the app', () => {
    expect(chunkOf('src/ui/KeepFocusButton.tsx')).toBe('app');
    expect(chunkOf('src/ui/focusShown.ts')).toBe('app');
    expect(chunkOf('src/ui/copyText.ts')).toBe('app');
  });

  it('puts what the studio shares with a lesson in the player', () => {
    expect(chunkOf('src/ui/player/PlayerView.tsx')).toBe('player');
    expect(chunkOf('src/ui/player/TraceView.tsx')).toBe('player');
    // Also reached from a part the lesson loads lazily, once the veil lifts (RunStrip's steps).
    expect(chunkOf('src/ui/player/OutcomeBadge.tsx')).toBe('player');
  });

  it('puts what the studio shares with the lesson’s work before the veil lifts apart', () => {
    // The exercise's editor: a lesson's first visit fetches it, and not the player's chunk.
    expect(chunkOf('src/ui/editor/CodeView.tsx')).toBe('editor');
  });

  it('keeps what only the lesson and the playground use out of the studio’s chunks', () => {
    expect(chunkOf('src/ui/explorer/ExplorerPanel.tsx')).toBe('workbench');
  });

  it('keeps the lesson’s own check in its own chunk', () => {
    expect(chunkOf('src/ui/lesson/CheckReport.tsx')).toBe('lesson-work');
    expect(chunkOf('src/ui/lesson/Reading.tsx')).toBe('lesson-page');
  });

  it('leaves what no lesson imports to the bundler', () => {
    expect(chunkOf('src/ui/Workbench.tsx')).toBeNull();
  });
});
