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
  },
});
