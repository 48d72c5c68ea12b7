import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineFiles, offlineGzipBytes, precachedUrls } from './offlinePrecache';

/** As vite-plugin-pwa writes it (minified), a precache of a chunk, the wasm, CSS and the page. */
const SW = [
  'define(["./workbox-5ffe50d4"],(function(e){"use strict";self.addEventListener("message",',
  '(e=>{e.data&&"SKIP_WAITING"===e.data.type&&self.skipWaiting()})),e.precacheAndRoute([',
  '{url:"assets/app-Dr1B9ROz.js",revision:null},{url:"assets/sql-wasm-browser-Ab12Cd34.wasm",',
  'revision:null},{url:"assets/app-Xy12Zw34.css",revision:null},{url:"assets/zod-jitless.js",',
  'revision:"5e1d"},{url:"index.html",revision:"9a8b"}],{}),e.cleanupOutdatedCaches(),',
  'e.registerRoute(new e.NavigationRoute(e.createHandlerBoundToURL("index.html")))}));',
].join('');

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fencelab-precache-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('what offline use costs', () => {
  it('reads the precache manifest of the generated service worker', () => {
    expect(precachedUrls(SW)).toEqual([
      'assets/app-Dr1B9ROz.js',
      'assets/sql-wasm-browser-Ab12Cd34.wasm',
      'assets/app-Xy12Zw34.css',
      'assets/zod-jitless.js',
      'index.html',
    ]);
  });

  it('reads it unminified too, as Workbox’s template writes it', () => {
    const sw = `precacheAndRoute([\n  {\n    "url": "assets/a-Dr1B9ROz.js",\n    "revision": null\n  }\n], {});`;
    expect(precachedUrls(sw)).toEqual(['assets/a-Dr1B9ROz.js']);
    expect(precachedUrls('const curl = "x"; fetch({ myurl: "y" });')).toEqual([]);
  });

  it('counts the precached JavaScript and wasm and the worker’s own scripts, nothing else', () => {
    const files = {
      'sw.js': SW,
      'workbox-5ffe50d4.js': 'self.workbox = 1;'.repeat(50),
      'assets/app-Dr1B9ROz.js': 'export const a = 1;\n'.repeat(400),
      'assets/sql-wasm-browser-Ab12Cd34.wasm': 'wasm bytes '.repeat(300),
      'assets/app-Xy12Zw34.css': 'body{}',
      'assets/zod-jitless.js': 'globalThis.x = 1;',
      'assets/not-precached-Zz99Yy88.js': 'never counted',
      'index.html': '<!doctype html>',
    };
    const dir = dist(files);
    const counted = [
      'assets/app-Dr1B9ROz.js',
      'assets/sql-wasm-browser-Ab12Cd34.wasm',
      'assets/zod-jitless.js',
      'sw.js',
      'workbox-5ffe50d4.js',
    ] as const;
    expect(offlineFiles(dir).sort()).toEqual([...counted].sort());
    const expected = counted.reduce(
      (sum, f) => sum + gzipSync(Buffer.from(files[f]), { level: 9 }).length,
      0,
    );
    expect(offlineGzipBytes(dir)).toBe(expected);
  });

  it('fails when the build made no service worker', () => {
    expect(() => offlineFiles(dist({ 'index.html': '' }))).toThrow(/sw\.js is missing/);
  });
});
