import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { EVERY_PAGE } from './pages/routes';
import { LessonPage } from './pages/LessonPage';

const PHONE = { width: 390, height: 844 };

const PAGES = EVERY_PAGE;

/** Waits until the page's width has stopped changing (late content, fonts, the editor). */
async function settledWidth(page: Page): Promise<number> {
  let last = -1;
  for (let k = 0; k < 20; k++) {
    const now = await page.evaluate(() => document.documentElement.scrollWidth);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(250);
  }
  return last;
}

test.describe('at 390 px wide', () => {
  test.use({ viewport: PHONE });

  for (const { path, ready, prepare } of PAGES) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await prepare?.(page);
      await expect(ready(page)).toBeVisible({ timeout: 20_000 });
      expect(await settledWidth(page)).toBeLessThanOrEqual(PHONE.width);
    });
  }

  test("the studio's lane canvas scrolls inside its box, not the page", async ({ page }) => {
    await page.goto('/studio');
    const lanes = page.getByTestId('studio-lanes');
    await expect(lanes).toBeVisible({ timeout: 20_000 });
    const box = await lanes.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(box.scroll).toBeGreaterThan(box.client);
    await lanes.evaluate((el) => el.scrollBy({ left: 120 }));
    expect(await lanes.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await settledWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  test('radio buttons stay on the line of their labels', async ({ page }) => {
    const lesson = new LessonPage(page);
    await lesson.open('lease-is-not-a-lock');
    await expect(page.getByTestId('lesson-sql')).toBeVisible({ timeout: 20_000 });
    const groups = [
      lesson.predict.locator('label'),
      page.getByTestId('lesson-sql').locator('label'),
    ];
    for (const labels of groups) {
      expect(await labels.count()).toBeGreaterThan(1);
      const offsets = await labels.evaluateAll((all) =>
        all.map((label) => {
          const radio = label.querySelector('input')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(label);
          range.setStartAfter(label.querySelector('input')!);
          const lines = [...range.getClientRects()].filter((r) => r.width > 0);
          const text = lines[0]!;
          return {
            label: label.textContent,
            lines: new Set(lines.map((r) => Math.round(r.top))).size,
            // The radio's middle against the first line of its words.
            apart: Math.abs(radio.top + radio.height / 2 - (text.top + text.height / 2)),
            beside: text.left >= radio.right - 1,
          };
        }),
      );
      for (const o of offsets) {
        expect(o.lines, `${o.label}`).toBe(1);
        expect(o.apart, `${o.label}`).toBeLessThan(6);
        expect(o.beside, `${o.label}`).toBe(true);
      }
    }
  });

  for (const lang of ['en', 'zh-CN'])
    test(`the code view's Edit button keeps its word on one line (${lang})`, async ({ page }) => {
      await page.goto(`/playground?lang=${lang}`);
      const edit = page.getByTestId('editor-pane').getByTestId('edit-code');
      await expect(edit).toBeVisible({ timeout: 20_000 });
      const lines = await edit.evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        return new Set(rects.map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
    });

  test('a table too wide for the screen scrolls in its own box, with a shade at the edge', async ({
    page,
  }) => {
    await page.goto('/playground');
    await expect(page.getByTestId('trace')).toBeVisible({ timeout: 20_000 });
    const tables = await page.locator('table').evaluateAll((all) =>
      all.map((table) => {
        const box = table.parentElement!;
        return {
          name: table.getAttribute('data-table') ?? table.className,
          wide: table.getBoundingClientRect().width > box.clientWidth + 1,
          scrolls: ['auto', 'scroll'].includes(getComputedStyle(box).overflowX),
          focusable: box.tabIndex === 0,
          shade: getComputedStyle(box, '::after').opacity,
        };
      }),
    );
    const wide = tables.filter((t) => t.wide);
    // The step list at least is wider than a phone.
    expect(wide.length).toBeGreaterThan(0);
    for (const t of wide)
      expect(t, t.name).toMatchObject({ scrolls: true, focusable: true, shade: '1' });
  });

  test('the steps table’s caption is read whole in its box, and stays as the table scrolls', async ({
    page,
  }) => {
    await page.goto('/playground');
    const caption = page.locator('table.steps > caption');
    await expect(caption).toBeVisible({ timeout: 20_000 });
    const box = page.locator('.table-scroll:has(> table.steps)');
    const inBox = async () => {
      const [c, b] = await Promise.all([caption.boundingBox(), box.boundingBox()]);
      return c !== null && b !== null && c.x >= b.x - 1 && c.x + c.width <= b.x + b.width + 1;
    };
    expect(await inBox()).toBe(true);
    const at = (await caption.boundingBox())?.x;
    await box.evaluate((el) => el.scrollBy({ left: 300 }));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await caption.boundingBox())?.x).toBe(at);
    expect(await inBox()).toBe(true);
  });
});

test.describe('at 1440 px wide', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the lesson’s player, sticky beside the reading, stays under the extras below it', async ({
    page,
  }) => {
    const lesson = new LessonPage(page);
    await lesson.open('kubernetes-lease-leader-election');
    const references = page.locator('.lesson-more a[href^="http"]');
    await expect(references.last()).toBeVisible();
    await page.locator('.lesson-pager').scrollIntoViewIfNeeded();
    // Each link is on top where it is drawn: the player does not stand over it.
    let seen = 0;
    for (const link of await references.all()) {
      const box = await link.boundingBox();
      if (!box || box.y < 0 || box.y + box.height > 900) continue;
      const onTop = await page.evaluate(
        ({ x, y }) =>
          document.elementFromPoint(x, y)?.closest('.lesson-more, .lesson-stage')?.className,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop, await link.innerText()).toBe('lesson-more');
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });
});
