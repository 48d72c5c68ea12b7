// The lesson list as it arrives: what is on screen while it loads stays where it is.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdBack } from './pages/holdBack';
import { listDrawn } from './pages/lessonList';

test('the lesson list arrives without moving what is already on screen', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The lessons' titles and summaries, in English, held back: the list is loading.
  const words = await holdBack(page, 'en');
  await page.goto('/lessons');
  await expect.poll(words.asked).toBe(true);
  await expect(page.getByTestId('lessons-page').getByRole('status')).toBeVisible();
  // Nothing stands where the list will come: the progress file's controls wait under it.
  await expect(page.getByTestId('export-progress')).toHaveCount(0);
  words.release();
  await expect(page.getByTestId('lesson-item').first()).toBeVisible();
  await expect(page.getByTestId('export-progress')).toBeVisible();
  // Let a shift, if any, be reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
});

/**
 * Once the list has been drawn, End takes the reader to the progress file's controls, and they
 * stay where they came to rest: the cards around them have their own heights by then.
 */
async function exportStaysAtTheEnd(page: Page) {
  await listDrawn(page);
  await page.keyboard.press('End');
  const exportButton = page.getByTestId('export-progress');
  await expect(exportButton).toBeInViewport();
  const tops = await exportButton.evaluate(async (el) => {
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      seen.push(Math.round(el.getBoundingClientRect().top));
      await new Promise((r) => requestAnimationFrame(r));
    }
    return seen;
  });
  expect(new Set(tops).size, `Export's top, frame by frame: ${tops.join(', ')}`).toBe(1);
}

test('End on a laid-out list brings Export into view, and it stays there', async ({ page }) => {
  await page.goto('/lessons');
  await exportStaysAtTheEnd(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list lays out the cards near the screen first, the rest once the page is idle, all still there to find', async ({
    page,
  }) => {
    // Which cards were laid out in the first frame the list was drawn in: read just after it,
    // before any idle period (`content-visibility: auto` skips the contents of a card far from
    // the screen; checkVisibility says so of what is inside it).
    await page.addInitScript(() => {
      const w = window as unknown as { firstFrame?: boolean[] };
      const seen = new MutationObserver(() => {
        if (!document.querySelector('.lesson-card')) return;
        seen.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            w.firstFrame = [...document.querySelectorAll('.lesson-card .lesson-title')].map((el) =>
              el.checkVisibility({ contentVisibilityAuto: true }),
            );
          }),
        );
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/lessons');
    const cards = page.getByTestId('lesson-item');
    await expect(cards.first()).toBeVisible();
    const firstFrame = () =>
      page.evaluate(() => (window as unknown as { firstFrame?: boolean[] }).firstFrame ?? null);
    await expect.poll(firstFrame).not.toBeNull();
    const first = (await firstFrame()) ?? [];
    const last = (await cards.count()) - 1;
    expect(first).toHaveLength(last + 1);
    expect(first[0]).toBe(true);
    expect(first[last]).toBe(false);
    // Skipped, not gone: its title is in the page for search and for screen readers.
    const title = cards.nth(last).locator('.lesson-title');
    await expect(page.getByRole('link', { name: (await title.textContent()) ?? '' })).toHaveCount(
      1,
    );
    // Then the page draws the rest while it is idle, with nobody scrolling.
    await listDrawn(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await exportStaysAtTheEnd(page);
  });

  test('Back from a lesson, and a reload, return to its card where it stood', async ({ page }) => {
    await page.goto('/lessons');
    // A card far down the list, reached before the page has drawn the cards above it while idle:
    // they keep their estimated height until then, and a list built again starts over
    // (scrollAnchor.ts).
    const card = page.getByTestId('lesson-item').nth(11);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('.lesson-title')).toBeInViewport();
    // Where it stood as the link was clicked (the click may scroll the link into view first).
    const topOf = () => card.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await card.evaluate((el) => {
      const w = window as unknown as { cardTop: number };
      addEventListener('click', () => (w.cardTop = Math.round(el.getBoundingClientRect().top)), {
        capture: true,
        once: true,
      });
    });
    await card.locator('.lesson-link').click();
    const stood = await page.evaluate(() => (window as unknown as { cardTop: number }).cardTop);
    await expect(page.getByTestId('lesson-page')).toBeVisible();

    await page.goBack();
    await expect.poll(topOf).toBe(stood);
    // And stays: the cards drawn around it as it came back did not move it.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    expect(await topOf()).toBe(stood);

    await page.reload();
    await expect.poll(topOf).toBe(stood);
  });
});

test.describe('a lesson page, at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Back from the next lesson, and a reload, return to the section where it stood', async ({
    page,
  }) => {
    await page.goto('/lessons/lease-is-not-a-lock');
    await expect(page.getByTestId('exercise')).toBeVisible({ timeout: 20_000 });
    // Far down the page, near the follow-up questions: the part the player's code fills in later.
    const section = page.locator('[data-scroll-anchor="followups"]');
    await section.evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + scrollY - 120),
    );
    const topOf = () => section.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(topOf).toBe(120);
    // Where it stood as the link was clicked (the click may scroll the link into view first).
    await section.evaluate((el) => {
      const w = window as unknown as { sectionTop: number };
      addEventListener('click', () => (w.sectionTop = Math.round(el.getBoundingClientRect().top)), {
        capture: true,
        once: true,
      });
    });
    await page.getByTestId('next-lesson').click();
    const stood = await page.evaluate(
      () => (window as unknown as { sectionTop: number }).sectionTop,
    );
    await expect(page.getByTestId('lesson-page')).toHaveAttribute(
      'data-lesson',
      'longer-ttl-moves-the-problem',
    );
    await page.goBack();
    await expect(page.getByTestId('lesson-page')).toHaveAttribute(
      'data-lesson',
      'lease-is-not-a-lock',
    );
    await expect.poll(topOf).toBe(stood);
    await page.reload();
    await expect.poll(topOf).toBe(stood);
  });
});
