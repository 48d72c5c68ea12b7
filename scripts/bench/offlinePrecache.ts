// What working offline costs, on its own line: the JavaScript and wasm the service worker
// downloads in the background after a first visit (its precache, listed in dist/sw.js by
// vite-plugin-pwa), plus the worker's own scripts, as gzip at level 9, in KB. The first-visit
// figures (firstVisit.ts) leave these out, since a page never waits for them; this figure has no
// target: it is what a learner pays, once, to have every page, lesson and the editor offline.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bench } from './measure';

/**
 * The URLs of a generated service worker's precache manifest: its `{url:"…",revision:…}`
 * entries, minified or as Workbox's template writes them (`"url": "…"`).
 */
export function precachedUrls(serviceWorker: string): string[] {
  return [...serviceWorker.matchAll(/(?<![\w$])["']?url["']?\s*:\s*(["'])([^"']+)\1/g)].map(
    (m) => m[2] ?? '',
  );
}

const COUNTED = /\.(?:m?js|wasm)$/;
/** Workbox's runtime, which sw.js loads beside itself. */
const WORKBOX_RUNTIME = /^workbox-[\w-]+\.js$/;

/** The files counted, relative to `dist`: the precached JavaScript and wasm, sw.js, Workbox. */
export function offlineFiles(dist: string): string[] {
  const sw = join(dist, 'sw.js');
  if (!existsSync(sw)) throw new Error(`${sw} is missing: the build made no service worker`);
  const precached = precachedUrls(readFileSync(sw, 'utf8'))
    .map((url) => url.split('?')[0] ?? url)
    .filter((file) => COUNTED.test(file));
  const own = readdirSync(dist).filter((f) => f === 'sw.js' || WORKBOX_RUNTIME.test(f));
  return [...new Set([...precached, ...own])];
}

/** The gzip size (level 9) of those files, in bytes. */
export function offlineGzipBytes(dist: string): number {
  return offlineFiles(dist).reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export function offlinePrecacheBench(dist = 'dist'): Bench {
  return () => [{ name: 'offline_precache_gzip', value: kb(offlineGzipBytes(dist)), unit: 'KB' }];
}
