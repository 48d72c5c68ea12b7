// Vite builds the app and its SQL Web Worker. sql.js's wasm is bundled as an asset: offline, no CDN.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './scripts/contentPlugin';
import { lessonPageChunk } from './scripts/lessonPageChunk';
import { messagesPlugin } from './scripts/messagesPlugin';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './src/app/contentSecurityPolicy';

export default defineConfig({
  plugins: [react(), messagesPlugin(), contentPlugin(), contentSecurityPolicy()],
  worker: {
    // The worker imports sql.js and the engine as ES modules; Chromium, Firefox and Safari load module workers.
    format: 'es',
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: true,
    // sql.js's wasm (about 690 kB) is fetched by the worker, never inlined into a chunk.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The lesson page's code in one chunk (scripts/lessonPageChunk.ts). Only the modules
        // named are moved: their dependencies stay where the bundler puts them.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: lessonPageChunk }],
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
