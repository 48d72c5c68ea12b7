// The Content-Security-Policy the built app runs under: everything from our own origin, no inline
// script, no eval (only WebAssembly compilation, for sql.js). Used by vite.config.ts.
import type { Plugin } from 'vite';
import { headersFile } from './deployHeaders';

/** One directive per entry, so a change reads as one line in a diff. */
export const CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  // sql.js compiles its wasm (in the SQL worker); nothing else evaluates code.
  "script-src 'self' 'wasm-unsafe-eval'",
  // The SQL, explorer and Monaco workers are files of our own origin; none is a blob.
  "worker-src 'self'",
  "connect-src 'self'",
  // WARNING: Monaco needs inline styles. It writes <style> elements at run time (theme colours,
  // decorations) and renders its lines as HTML with style="" attributes, with no nonce to give
  // it. Inline CSS cannot run script, and img-src keeps it from loading anything from elsewhere.
  "style-src 'self' 'unsafe-inline'",
  // Exports download from blob: URLs; practice audio plays from them.
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ');

/**
 * Run before any module (deferred, ahead of them): zod's compiled fast path probes `new Function`,
 * which the policy refuses and reports as a violation. Zod reads this shared config when it loads
 * (same as `z.config`, which would come too late: bundled modules build their schemas before the
 * entry's body runs).
 */
const ZOD_JITLESS = 'globalThis.__zod_globalConfig = { jitless: true };\n';
const ZOD_JITLESS_FILE = 'assets/zod-jitless.js';

/**
 * Puts the policy in the built index.html, right after `<meta charset>`, so it holds wherever
 * dist/ is served, and the zod setting before the app's scripts. Build only: the dev server has
 * no policy, since its React refresh needs an inline script.
 */
export function contentSecurityPolicy(): Plugin {
  let base = '/';
  return {
    name: 'fencelab-csp',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ZOD_JITLESS_FILE, source: ZOD_JITLESS });
      // What a static host sends as headers (deployHeaders.ts), frame-ancestors included.
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(CONTENT_SECURITY_POLICY, base),
      });
    },
    transformIndexHtml(html) {
      const charset = /<meta charset="UTF-8" \/>/;
      if (!charset.test(html)) throw new Error('index.html has no <meta charset="UTF-8" />.');
      const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
      // Deferred, it keeps its place before the app's module scripts (deferred and module scripts
      // run in document order once the page is parsed) without holding up the parser: as a plain
      // script it delayed the app's own fetch by a round trip.
      const zod = `<script defer src="${base}${ZOD_JITLESS_FILE}"></script>`;
      return html.replace(charset, (m) => `${m}\n    ${meta}\n    ${zod}`);
    },
  };
}
