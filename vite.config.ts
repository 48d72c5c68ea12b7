// Vite builds the app and its SQL Web Worker. sql.js's wasm is bundled as an asset: offline, no CDN.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './scripts/contentPlugin';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './src/app/contentSecurityPolicy';

export default defineConfig({
  plugins: [react(), contentPlugin(), contentSecurityPolicy()],
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
  },
  preview: {
    port: 4173,
    strictPort: true,
    // As a header too: a <meta> policy does not reach workers, which get the policy their own
    // script is served with (the SQL worker compiles sql.js's wasm under it).
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
});
