// End-to-end tests run the production build (vite preview) in headless Chromium.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { e2eChromium, headedRun } from './scripts/chromiumPath.mjs';

// E2E_PORT and E2E_DIST let two builds be tested side by side on one machine (each its own
// `vite build --outDir` and port); CI and `npm test` use the defaults.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : '';
// Only the runner sees the CLI's flags; its workers, which launch the browser, inherit this.
process.env.FENCELAB_HEADED ??= headedRun() ? '1' : '';

export default defineConfig({
  testDir: 'e2e',
  retries: 0,
  // One more than the cores (the default would be one on a two-core machine): most tests wait on
  // a page, the worker's SQL or an animation more than they compute. On this two-core machine the
  // suite (234 tests) took 292 s with two workers, 265 s with three and 245–297 s with four; with
  // four, two fresh-clone runs each hit a race in a test that the load brought out (both fixed),
  // so three (#31: CI in 8 minutes).
  workers: availableParallelism() + 1,
  reporter: 'list',
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    headless: true,
    // No trace: recording one for every test (and keeping it only on failure) took the suite from
    // 292 s to 361 s on this two-core machine (#31: CI in 8 minutes). A failure keeps its
    // screenshot and the page's error context; `npx playwright test --trace on <spec>` records
    // one when a failure needs it.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app registers a service worker once a page has loaded, and it downloads the whole app
    // into its precache: Monaco and every lesson. In every spec that would show up among the
    // requests counted (bundle.spec.ts: "a first visit loads no Monaco", one lesson's chunk),
    // and pages it controls bypass page.route(). So it is blocked here, and the specs about it
    // (offline.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      // The same binary scripts/ensureChromium.mjs checked (or installed) and printed: the
      // headless shell when there is one (scripts/chromiumPath.mjs).
      executablePath: e2eChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A test's host page for an embed is about:blank or a routed page, which Chromium counts
        // as a public site, and it refuses a public page's frame of localhost (Local Network
        // Access). On the web both are public sites; this only lets the tests stand in for them.
        '--disable-features=LocalNetworkAccessChecks',
        // A test's page lives a few seconds, too short for V8's optimising tiers to pay back what
        // they cost: TurboFan compiling sql.js's hot wasm functions anew in every page and worker,
        // and Maglev compiling the app's JavaScript. Without them (wasm stays on its baseline
        // compiler, Liftoff) the code does the same and the suite costs about a fifth less CPU
        // on this two-core machine (#31: CI in 8 minutes). The bench's browser keeps every tier.
        '--js-flags=--liftoff-only --no-maglev',
      ],
    },
  },
  webServer: {
    // `npm test` runs `vite build` first; this only serves dist/.
    command: `npx vite preview --configLoader runner --port ${PORT} --strictPort${OUT_DIR}`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
