// Vite builds the app and its SQL Web Worker. sql.js's wasm is bundled as an asset: offline, no CDN.
// A service worker (vite-plugin-pwa, Workbox) precaches every built file, so after one visit the
// whole app works offline (docs/architecture.md, "Offline").
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { contentPlugin } from './scripts/contentPlugin';
import { gzipOncePlugin } from './scripts/gzipOncePlugin';
import { lessonPageChunk } from './scripts/lessonPageChunk';
import { monacoLayerChunk, monacoMessagesChunk } from './scripts/monacoChunks';
import { messagesPlugin } from './scripts/messagesPlugin';
import { studioFreshPlugin } from './scripts/studioFreshPlugin';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './src/app/contentSecurityPolicy';

/**
 * The largest file the service worker may precache. Workbox's default, 2 MiB, is smaller than
 * Monaco's editor chunk (editor.api, about 2.7 MB uncompressed in the dist/ this was written
 * against), and vite-plugin-pwa fails the build when a file is over the limit rather than leave
 * it out silently. Set generously, so that Monaco can grow: 12 MB.
 */
const PRECACHE_MAX_BYTES = 12 * 1024 * 1024;

/** The accent and the page's background of src/app/tokens.css (light theme), as favicon.svg. */
const THEME_COLOR = '#0b5cad';
const BACKGROUND_COLOR = '#ffffff';

const offline = VitePWA({
  // A new version waits until the learner says so (src/ui/UpdateNotice.tsx); never a silent swap.
  registerType: 'prompt',
  // src/app/serviceWorker.ts registers it, lazily, after the page has loaded.
  injectRegister: false,
  // `npm start` runs without one.
  devOptions: { enabled: false },
  // The plugin writes manifest.webmanifest and puts <link rel="manifest"> into index.html; its
  // start_url and scope are Vite's base (the plugin's defaults), so `--base /x/` moves them too.
  manifest: {
    name: 'FenceLab',
    short_name: 'FenceLab',
    description:
      'Learn leases and fencing tokens by running scenarios on SQLite in your browser, online or off.',
    lang: 'en',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    // Drawn by scripts/icons.ts (npx tsx scripts/icons.ts), kept in public/.
    icons: [
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      {
        src: 'maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  // The icons are precached by the glob below, from dist/ (naming them here too would list them
  // twice in the precache).
  includeManifestIcons: false,
  workbox: {
    // Every file of dist/ the app can need offline: all chunks (Monaco's editor and its worker,
    // the Chinese catalog and content, every lazy page and lesson), the SQL worker, CSS, sql.js's
    // wasm, Monaco's icon font, the icons and index.html. The manifest is added by the plugin;
    // source maps (*.map) are not matched.
    globPatterns: ['**/*.{js,css,html,wasm,ttf,woff,woff2,svg,png}'],
    maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
    // Only names with Vite's content hash are taken as versioned by their URL; anything else in
    // assets/ (zod-jitless.js, written by contentSecurityPolicy()) gets a revision of its own.
    dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8}\.\w+$/,
    // The app's addresses (/lessons/…, /practice/…, /studio, /embed, /exercise …) are one page:
    // a navigation the precache does not hold gets index.html, resolved against the service
    // worker's own URL, so under the base path.
    navigateFallback: 'index.html',
    // No runtimeCaching: nothing is cached as it goes by, from this origin or any other; the
    // precache is the app.
    cleanupOutdatedCaches: true,
    // A new worker waits for the learner's Reload (its SKIP_WAITING message), then takes over.
    skipWaiting: false,
    clientsClaim: false,
  },
});

export default defineConfig({
  plugins: [
    react(),
    messagesPlugin(),
    contentPlugin(),
    studioFreshPlugin(),
    contentSecurityPolicy(),
    offline,
    // vite preview only (the browser tests and the bench): each asset gzipped once.
    gzipOncePlugin(),
  ],
  worker: {
    // The worker imports sql.js and the engine as ES modules; Chromium, Firefox and Safari load module workers.
    format: 'es',
    // As the app's build below: the workers' bundles report slow plugin callbacks too (sql.js's
    // wasm asset, read while two cores are busy with the other checks), and buildStrict.mjs
    // fails on any warning.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: true,
    // sql.js's wasm (about 690 kB) is fetched by the worker, never inlined into a chunk.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    // Monaco's chunks (its three layers and its API, 0.75–0.8 MB each, the editor component about
    // 0.6 MB) are the only ones over 600 kB, and they load when the learner presses Edit. Over
    // 1 MB the build warns, and buildStrict fails: one large script is parsed on one thread
    // (scripts/monacoChunks.ts). What a visit really fetches is held by `npm run bench` (bytes a
    // real Chromium fetches), not by this warning.
    chunkSizeWarningLimit: 1_000,
    rolldownOptions: {
      // The bundler's timing report of slow plugin callbacks is for profiling; build with
      // `node --cpu-prof` for that.
      checks: { bundlerTimings: false },
      output: {
        // The lesson page's code in one chunk (scripts/lessonPageChunk.ts). Only the modules
        // named are moved: their dependencies stay where the bundler puts them.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // Monaco's Chinese words, run before the editor's chunks (scripts/monacoChunks.ts).
            { name: monacoMessagesChunk, debugName: 'monaco-zh' },
            // Monaco's layers in chunks of their own, parsed side by side (scripts/monacoChunks.ts).
            { name: monacoLayerChunk, debugName: 'monaco-layers' },
            { name: lessonPageChunk, debugName: 'lesson-page' },
          ],
        },
      },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
    // As a header too: a <meta> policy does not reach workers, which get the policy their own
    // script is served with (the SQL worker compiles sql.js's wasm under it).
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
});
