// What a first visit really costs in JavaScript: a fresh headless Chromium context opens a page of
// the production build (vite preview), waits for the network to go idle and a few seconds more (so
// whatever loads "right after" counts too), and every JavaScript response the page and its
// dedicated workers fetched is summed as gzip: the bytes on the wire when the server sent it
// gzipped, else the body gzipped at level 9.
//
// Not the service worker's. Once the page has loaded, the app registers one (src/app/
// serviceWorker.ts) that downloads the whole app in the background for offline use: Monaco, every
// lesson, both languages. Counting that here would charge a first visit for what it does not wait
// for; leaving it out of every figure would hide it. It is measured on its own line instead,
// `offline_precache_gzip` (scripts/bench/offlinePrecache.ts), with no target: the price of
// working offline, paid once, in the background.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import type { Bench, Figure } from './measure';
import { exerciseFragment } from './seedExercise';
import { launchBenchBrowser, startPreview } from './preview';

const PORT = 4398;
/** After the network is idle: long enough for a lazy chunk asked for "right after" to arrive. */
const SETTLE_MS = 4000;

/**
 * #31's five pages, each in English and in Chinese (its catalog and content come instead). A
 * lesson is measured twice: lesson 1, and the lesson whose own chunk is the heaviest, which the
 * build decides (lesson 1 is among the lightest: it alone would hide what the others cost). And
 * the page an instructor's shared exercise opens, its link's fragment given (seedExercise.ts).
 */
const PAGES = (heaviest: string, exercise: string) => [
  { page: 'home', path: '/' },
  { page: 'lessons', path: '/lessons' },
  { page: 'lesson', path: '/lessons/lease-is-not-a-lock' },
  { page: 'heaviest_lesson', path: `/lessons/${heaviest}` },
  { page: 'practice', path: '/practice' },
  { page: 'studio', path: '/studio' },
  { page: 'exercise', path: '/exercise', hash: `#${exercise}` },
];

/** The pages a first visit is measured on, and the figure each one gives. */
export const firstVisits = (heaviest: string, exercise: string) =>
  PAGES(heaviest, exercise).flatMap(({ page, path, hash = '' }) => [
    { name: `first_visit_${page}_js_gzip`, path: `${path}${hash}` },
    { name: `first_visit_${page}_zh_js_gzip`, path: `${path}?lang=zh-CN${hash}` },
  ]);

/**
 * The id of the lesson whose chunk, in either language, is the heaviest as gzip, from the built
 * files' names (`<order>-<id>.lesson-<hash>.js`).
 */
export function heaviestLesson(files: readonly { name: string; gzipBytes: number }[]): string {
  let best = { id: '', bytes: -1 };
  for (const { name, gzipBytes } of files) {
    const id = /^\d+-(.+)\.lesson-[\w-]+\.js$/.exec(name)?.[1];
    if (id && gzipBytes > best.bytes) best = { id, bytes: gzipBytes };
  }
  if (!best.id) throw new Error('The build has no lesson chunk (<order>-<id>.lesson-<hash>.js).');
  return best.id;
}

/** The lesson chunks of a build's assets folder, with their gzip sizes. */
const lessonChunks = (assets: string) =>
  readdirSync(assets)
    .filter((name) => name.includes('.lesson-') && name.endsWith('.js'))
    .map((name) => ({
      name,
      gzipBytes: gzipSync(readFileSync(join(assets, name)), { level: 9 }).length,
    }));

/** One JavaScript file a visit fetched. */
export interface Fetched {
  url: string;
  gzipBytes: number;
}

/** A JavaScript response: by its type, else by the URL (a worker's script may come untyped). */
export function isJavaScript(url: string, contentType: string): boolean {
  return /javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(new URL(url).pathname);
}

/** What a response cost as gzip: its encoded size when gzipped on the wire, else zlib level 9. */
export function gzipSizeOf(body: Buffer, encoding: string | undefined, wireBytes: number): number {
  if (encoding === 'gzip' && wireBytes > 0) return wireBytes;
  return gzipSync(body, { level: 9 }).length;
}

/** The service worker's own scripts (vite-plugin-pwa's sw.js and Workbox's runtime beside it). */
const SERVICE_WORKER_SCRIPT = /^\/(?:sw|workbox-[\w-]+)\.js$/;

/**
 * Whether a request counts toward a first visit: the page's and its dedicated workers' do; the
 * service worker's (its precache downloads, `fromServiceWorker` being `request.serviceWorker()
 * !== null` in Playwright) and the fetches of its own scripts do not.
 */
export function countsForFirstVisit(url: string, fromServiceWorker: boolean): boolean {
  return !fromServiceWorker && !SERVICE_WORKER_SCRIPT.test(new URL(url).pathname);
}

async function sizeOf(response: Response): Promise<Fetched | null> {
  if (!countsForFirstVisit(response.url(), response.request().serviceWorker() !== null))
    return null;
  const headers = await response.allHeaders();
  if (!isJavaScript(response.url(), headers['content-type'] ?? '')) return null;
  if (response.status() < 200 || response.status() >= 300) return null;
  const body = await response.body();
  const { responseBodySize } = await response.request().sizes();
  return {
    url: response.url(),
    gzipBytes: gzipSizeOf(body, headers['content-encoding'], responseBodySize),
  };
}

/** Every JavaScript file one first visit to `url` fetches (a fresh context: nothing cached). */
export async function firstVisit(browser: Browser, url: string): Promise<Fetched[]> {
  const context = await browser.newContext();
  const sizes: Promise<Fetched | null>[] = [];
  // The context's events include the requests of the page's workers, and of its service worker
  // (left out by sizeOf).
  context.on('response', (r) => sizes.push(sizeOf(r).catch(() => null)));
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    const seen = new Map<string, Fetched>();
    for (const f of await Promise.all(sizes)) if (f) seen.set(f.url, f);
    return [...seen.values()];
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export function firstVisitBench(): Bench {
  return async () => {
    const preview = await startPreview(PORT);
    const browser = await launchBenchBrowser();
    try {
      const figures: Figure[] = [];
      const heaviest = heaviestLesson(lessonChunks('dist/assets'));
      process.stderr.write(`  the heaviest lesson: ${heaviest}\n`);
      for (const visit of firstVisits(heaviest, exerciseFragment())) {
        const files = await firstVisit(browser, `${preview.origin}${visit.path}`);
        const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
        if (process.env.BENCH_VERBOSE) {
          for (const f of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes))
            process.stderr.write(
              `  ${visit.path} ${kb(f.gzipBytes)} KB ${new URL(f.url).pathname}\n`,
            );
        }
        figures.push({ name: visit.name, value: kb(total), unit: 'KB' });
      }
      return figures;
    } finally {
      await browser.close();
      await preview.stop();
    }
  };
}
