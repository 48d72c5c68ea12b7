// The JavaScript the first page loads before any interaction, gzipped: the entry script and its
// modulepreloads in dist/index.html. Monaco, the parser, the examples and the sql.js wasm load
// lazily and so are not counted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench } from './measure';

const TAG = /<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g;

/** The paths of the JS files dist/index.html loads up front. */
export function firstPageScripts(html: string): string[] {
  return [...new Set([...html.matchAll(TAG)].map((m) => m[1] ?? ''))].filter(Boolean);
}

export function bundleSize(dist = 'dist'): Bench {
  return () => {
    const index = join(dist, 'index.html');
    if (!existsSync(index)) throw new Error(`${index} is missing: run npm run build first`);
    const files = firstPageScripts(readFileSync(index, 'utf8'));
    const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);
    return [{ name: 'first_page_js_gzip', value: Math.round(bytes / 102.4) / 10, unit: 'KB' }];
  };
}
