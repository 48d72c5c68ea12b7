// A page's first Intl formatter of a kind loads ICU's data for it on the main thread: 22–34 ms in
// this machine's Chromium for the first NumberFormat, about four times that on a slow phone
// (docs/performance.md). A first visit, and a lesson's player once it shows, build none: plural
// counts are written by src/i18n/format.ts, the picker's titles come sorted from the build, and
// the dates that need a formatter are on pages a first visit does not show.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { LessonPage } from './pages/LessonPage';
import { FIRST_RUN } from './pages/waits';

const KINDS = ['NumberFormat', 'Collator', 'Segmenter', 'DateTimeFormat'] as const;

// WARNING: in-page code goes as a string: the test's compiler would wrap a function in helpers.
const COUNT_INTL = `(() => {
  const made = [];
  window.__intlMade = made;
  for (const kind of ${JSON.stringify(KINDS)}) {
    const Real = Intl[kind];
    const Counting = function (...args) {
      made.push(kind + ' ' + String(new Error().stack).split('\\n').slice(2, 4).join(' '));
      return new Real(...args);
    };
    Object.assign(Counting, Real);
    Counting.prototype = Real.prototype;
    Object.defineProperty(Intl, kind, { value: Counting, configurable: true, writable: true });
  }
  const compare = String.prototype.localeCompare;
  String.prototype.localeCompare = function (...args) {
    made.push('localeCompare');
    return compare.apply(this, args);
  };
})()`;

/** What the page built so far, each with where. */
const built = (page: Page) => page.evaluate(() => (window as { __intlMade?: string[] }).__intlMade);

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Work the pages leave for idle time (the lesson list's cards, the store's loads) included.
  await page.waitForTimeout(600);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(COUNT_INTL);
});

for (const lang of ['en', 'zh-CN']) {
  test(`a lesson's player, stepped to its end with a step's card shown, builds no Intl formatter (${lang})`, async ({
    page,
  }) => {
    const lesson = new LessonPage(page);
    await page.goto(`/lessons/lease-is-not-a-lock?lang=${lang}`);
    await expect(lesson.root).toHaveAttribute('data-lesson', 'lease-is-not-a-lock');
    await lesson.toPredictions();
    await lesson.skipPrediction();
    await expect(lesson.timelineSteps.first()).toBeVisible(FIRST_RUN);
    // Each step's card names the rows it changed (a plural); the explanation under the player
    // says what the step did (plurals too).
    await page.keyboard.press('End');
    await lesson.timelineSteps.last().hover();
    await expect(page.getByTestId('step-card')).toBeVisible();
    await settle(page);
    expect(await built(page)).toEqual([]);
  });
}

for (const path of ['/', '/lessons', '/practice', '/studio', '/practice?lang=zh-CN']) {
  test(`a first visit to ${path} builds no Intl formatter`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await settle(page);
    expect(await built(page)).toEqual([]);
  });
}
