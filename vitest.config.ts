import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './scripts/messagesPlugin';

export default defineConfig({
  // Tests see the catalogs as the app does: compiled.
  plugins: [messagesPlugin()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/testing/englishMessages.ts'],
    testTimeout: 30_000,
    // Vitest's default leaves one core free, which on a two-core machine (CI's) runs the files one
    // at a time: two at once took the suite from 242 s to 160 s there (#31: CI in 8 minutes).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads, not child processes: each file starts faster. Measured on this machine,
    // the whole suite 171 s with forks, 155 s with threads.
    pool: 'threads',
  },
});
