// End-to-end tests run the production build (vite preview) in headless Chromium.
import { defineConfig } from '@playwright/test';
import { findChromium, SYSTEM_CHROMIUM } from './scripts/chromiumPath.mjs';

const PORT = 4173;

export default defineConfig({
  testDir: 'e2e',
  retries: 0,
  reporter: 'list',
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // The same binary scripts/ensureChromium.mjs checked (or installed) and printed.
      executablePath: findChromium()?.path ?? SYSTEM_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // `npm test` runs `vite build` first; this only serves dist/.
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
