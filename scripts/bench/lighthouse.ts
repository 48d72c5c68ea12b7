// Lighthouse's mobile scores of a first visit to the production build (vite preview): its default
// config (a mid-range phone on a slow 4G link, simulated), performance and accessibility, in a
// headless Chromium of its own launched by chrome-launcher. Each page is measured RUNS times and
// the median score is the figure, since one run's performance score wobbles by a few points.
//
// The build is served over HTTPS as HTTP/2, as the hosts in docs/deploy.md serve it (Netlify,
// Cloudflare Pages, Caddy, GitHub Pages): a page's code is a dozen small files, which HTTP/2
// fetches on one connection at once, while HTTP/1.1 (vite preview's plain default) takes six at
// a time. Each page gets one run over HTTP/1.1 too, printed as `…_performance_http1` with no
// target, for a server that is not set up for HTTP/2 (docs/performance.md has both).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium, SYSTEM_CHROMIUM } from '../chromiumPath.mjs';
import { median, type Bench, type Figure } from './measure';
import { startPreview } from './preview';

const PORT = 4397;
const PORT_HTTP1 = 4396;
const RUNS = 3;

/** #31's five pages. */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'lessons', path: '/lessons' },
  { name: 'lesson', path: '/lessons/lease-is-not-a-lock' },
  { name: 'practice', path: '/practice' },
  { name: 'studio', path: '/studio' },
] as const;

const CATEGORIES = ['performance', 'accessibility'] as const;

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/** One Lighthouse run: each category's score out of 100, the metrics, and what cost points. */
async function audit(port: number, url: string, protocol: 'h2' | 'http/1.1') {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (c: string) => Math.round((categories[c]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id} ${a.displayValue ?? ''}`.trim());
  const metrics = METRICS.map((m) => `${m} ${audits[m]?.displayValue ?? '?'}`).join(', ');
  // The figure is only worth its label if the page came over the protocol it names.
  const requests = (audits['network-requests']?.details as { items?: { protocol?: string }[] })
    ?.items;
  const page = requests?.[0]?.protocol;
  if (page !== protocol) throw new Error(`${url} came over ${page ?? 'nothing'}, not ${protocol}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    failing,
    metrics,
    // Lighthouse's own measure of this machine's CPU: its 4x slowdown assumes a fast desktop
    // (about 1000 or more); a slower or busy machine makes every task, and so TBT, look longer.
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  };
}

export function lighthouseBench(runs = RUNS): Bench {
  return async () => {
    const preview = await startPreview(PORT, { http2: true });
    const plain = await startPreview(PORT_HTTP1);
    const chrome = await chromeLauncher.launch({
      chromePath: findChromium()?.path ?? SYSTEM_CHROMIUM,
      // The preview's certificate is a throwaway one of its own (scripts/bench/tls.ts).
      chromeFlags: ['--headless=new', '--no-sandbox', '--ignore-certificate-errors'],
    });
    try {
      const figures: Figure[] = [];
      const machine: number[] = [];
      for (const page of LIGHTHOUSE_PAGES) {
        const results = [];
        for (let k = 0; k < runs; k++)
          results.push(await audit(chrome.port, `${preview.origin}${page.path}`, 'h2'));
        const http1 = await audit(chrome.port, `${plain.origin}${page.path}`, 'http/1.1');
        machine.push(...results.map((r) => r.benchmarkIndex), http1.benchmarkIndex);
        if (process.env.BENCH_VERBOSE) {
          for (const r of results)
            process.stderr.write(`  lighthouse ${page.path}: ${r.performance}: ${r.metrics}\n`);
          process.stderr.write(
            `  lighthouse ${page.path} (HTTP/1.1): ${http1.performance}: ${http1.metrics}\n`,
          );
          const failing = [...new Set(results.flatMap((r) => r.failing))];
          process.stderr.write(`  lighthouse ${page.path}: ${failing.join('; ') || 'nothing'}\n`);
        }
        for (const c of CATEGORIES)
          figures.push({
            name: `lighthouse_${page.name}_${c}`,
            value: median(results.map((r) => r[c])),
            unit: 'score',
          });
        figures.push({
          name: `lighthouse_${page.name}_tbt_ms`,
          value: median(results.map((r) => r.tbt)),
          unit: 'ms',
        });
        figures.push({
          name: `lighthouse_${page.name}_performance_http1`,
          value: http1.performance,
          unit: 'score',
        });
      }
      figures.push({ name: 'lighthouse_benchmark_index', value: median(machine), unit: 'index' });
      return figures;
    } finally {
      chrome.kill();
      await preview.stop();
      await plain.stop();
    }
  };
}
