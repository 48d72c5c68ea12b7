// From Check my SQL to the report, in headless Chromium on the production build: every lesson opens
// with its solution saved as the learner's work (retyped, with a final newline, so that the whole
// differential search runs), and the clock stops when the report shows. The exercise's timelines,
// the search on generated timelines and the explore: models on every schedule are all inside.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { loadLesson, type Lesson } from '../../src/content/lessons/lesson';
import { emptyProgress, type LessonProgress } from '../../src/content/files/progressFile';
import { PERSIST_KEY, PERSIST_VERSION } from '../../src/state/store';
import { median, type Bench, type Figure } from './measure';
import { launchBenchBrowser, startPreview } from './preview';

const PORT = 4411;
const LESSONS = 'lessons';
/** Untimed checks per lesson first (the checker's chunk, the workers, the JIT), then timed ones. */
const WARMUP = 1;
const ROUNDS = 4;
const TIMEOUT_MS = 60_000;

/** One check: how long the learner waited, whether it passed, and when each stage began (ms). */
export interface CheckTiming {
  ms: number;
  passed: boolean;
  stages: Partial<Record<'timelines' | 'generated' | 'schedules', number>>;
}

// WARNING: in-page code goes as a string: tsx would wrap a function in helpers the page lacks.
// The clock starts on the button's click (before React's handler) and stops when a new report is
// in the page; the progress line's text says which stage runs (the page is in English).
const INSTALL = `(timeout) => {
  window.__checked = new Promise((resolve, reject) => {
    const before = document.querySelector('[data-testid="check-report"]');
    const stages = {};
    let t0 = 0;
    const timer = setTimeout(() => reject(new Error('no report within ' + timeout + ' ms')), timeout);
    const onClick = (e) => {
      if (t0 === 0 && e.target.closest && e.target.closest('[data-testid="check-lesson"]'))
        t0 = performance.now();
    };
    window.addEventListener('click', onClick, true);
    const observer = new MutationObserver(() => {
      if (t0 === 0) return;
      const now = performance.now() - t0;
      const text = document.querySelector('[data-testid="check-progress"]')?.textContent ?? '';
      const stage = text.includes('Running timeline') ? 'timelines'
        : text.includes('Comparing') ? 'generated'
        : text.includes('every schedule') ? 'schedules' : null;
      if (stage && stages[stage] === undefined) stages[stage] = now;
      const el = document.querySelector('[data-testid="check-report"]');
      if (el && el !== before) {
        observer.disconnect();
        clearTimeout(timer);
        window.removeEventListener('click', onClick, true);
        resolve({ ms: now, passed: el.getAttribute('data-passed') === 'true', stages });
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
  });
}`;

/** Every lesson of the app, by order. */
export function benchLessons(root = LESSONS): Lesson[] {
  return readdirSync(root)
    .filter((n) => n.endsWith('.lesson.yaml'))
    .sort()
    .map((n) => {
      const file = join(root, n);
      const r = loadLesson(readFileSync(file, 'utf8'), file);
      if (!r.ok) throw new Error(`${file} does not load: ${r.issues.length} issue(s)`);
      return r.lesson;
    })
    .sort((a, b) => a.order - b.order);
}

/** The solution as a learner retypes it: every edited action, each with a final newline. */
function retypedSolution(lesson: Lesson): LessonProgress {
  const { edit, solution, starter } = lesson.exercise;
  const sql: Record<string, string> = {};
  for (const a of edit) sql[a] = `${solution[a] ?? starter[a] ?? ''}\n`;
  return { ...emptyProgress(), status: 'in-progress', sql };
}

/** What the store keeps in localStorage: every lesson in progress with its retyped solution. */
export function savedWork(lessons: Lesson[]): string {
  const progress = Object.fromEntries(lessons.map((l) => [l.id, retypedSolution(l)]));
  return JSON.stringify({ state: { lesson: { progress } }, version: PERSIST_VERSION });
}

/** Before every load, the origin's storage holds exactly `saved` (so each lesson starts alike). */
export async function seedSavedWork(page: Page, saved: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        localStorage.clear();
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no localStorage.
      }
    },
    [PERSIST_KEY, saved] as const,
  );
}

/**
 * Opens the lesson and waits until its page and its player show: the first timeline, or behind
 * the prediction's veil the player's outline (its code loads once the learner comes to it).
 */
export async function openLesson(page: Page, origin: string, id: string): Promise<void> {
  await page.goto(`${origin}/lessons/${id}`);
  await page.locator(`[data-testid="lesson-page"][data-lesson="${id}"]`).waitFor();
  await page.locator('[data-testid="check-lesson"]:enabled').waitFor();
  await page
    .locator('[data-testid="timeline-step"], [data-testid="player-outline"]')
    .first()
    .waitFor();
}

/** Presses Check my SQL and returns how long the report took to show, and what it said. */
export async function checkOnce(page: Page): Promise<CheckTiming> {
  await page.evaluate(`(${INSTALL})(${TIMEOUT_MS})`);
  await page.locator('[data-testid="check-lesson"]').click();
  return (await page.evaluate('window.__checked')) as CheckTiming;
}

/** The nearest-rank percentile `p` (0–100) of a non-empty list. */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

export function checkLessonBench(): Bench {
  return async () => {
    const lessons = benchLessons();
    const preview = await startPreview(PORT);
    const browser = await launchBenchBrowser();
    try {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await seedSavedWork(page, savedWork(lessons));
      const all: number[] = [];
      const first: number[] = [];
      const perLesson: Figure[] = [];
      for (const lesson of lessons) {
        await openLesson(page, preview.origin, lesson.id);
        const times: number[] = [];
        for (let k = 0; k < WARMUP + ROUNDS; k++) {
          const r = await checkOnce(page);
          if (!r.passed)
            throw new Error(`lesson ${lesson.id}: its retyped solution did not pass Check my SQL`);
          if (k >= WARMUP) times.push(r.ms);
          else if (k === 0) first.push(r.ms);
        }
        all.push(...times);
        perLesson.push({
          name: `check_lesson_${lesson.order}_ms`,
          value: round1(median(times)),
          unit: 'ms',
        });
      }
      return [
        { name: 'check_lesson_ms', value: round1(percentile(all, 95)), unit: 'ms' },
        // The first check after a page load, what a learner pays once per visit to a lesson.
        { name: 'check_lesson_first_ms', value: round1(percentile(first, 95)), unit: 'ms' },
        ...perLesson,
      ];
    } finally {
      await browser.close();
      await preview.stop();
    }
  };
}
