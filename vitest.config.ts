import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { messagesPlugin } from './scripts/messagesPlugin';
import SlowFirstSequencer from './scripts/slowFirstSequencer';

/**
 * Test files that need a module graph of their own: a `vi.mock` factory (it must not reach, or
 * miss, another file's import of the same module). Every other file shares its worker's modules.
 */
const ISOLATED = [
  'src/content/links/shareLink.test.ts',
  'src/content/studio/scenarioText.kept.test.ts',
];
const INCLUDE = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'];

export default defineConfig({
  // Tests see the catalogs as the app does: compiled.
  plugins: [messagesPlugin()],
  test: {
    environment: 'node',
    // Run again for every file, isolated or not: English, as the app starts.
    setupFiles: ['src/testing/englishMessages.ts', 'src/testing/sliceCode.ts'],
    testTimeout: 30_000,
    // Vitest's default leaves one core free, which on a two-core machine (CI's) runs the files one
    // at a time: two at once took the suite from 242 s to 160 s there (#31: CI in 8 minutes).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads, not child processes: each file starts faster. Measured on this machine,
    // the whole suite 171 s with forks, 155 s with threads.
    pool: 'threads',
    // The slowest files start first, so that none of them runs alone at the end (#31).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...ISOLATED],
          // A worker's files share one module graph instead of importing the engine, sql.js and
          // the content loaders again for each of 200 files: 170 s -> 116 s for the suite here.
          // Checked with the files in shuffled order (--sequence.shuffle.files) too. A file that
          // changes module state others read must restore it (testing/locale.ts unstubs), or go
          // in ISOLATED.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
