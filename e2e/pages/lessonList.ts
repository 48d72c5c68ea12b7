// The lesson list (/lessons) once it has drawn every card: the cards far from the screen are
// skipped at first and drawn while the page is idle (src/ui/lesson/drawWhenIdle.ts). Until then a
// jump to the end lands among cards that take their own height a few frames later, and Export
// under them moves.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Waits until the list is there and every card's contents are laid out. */
export async function listDrawn(page: Page): Promise<void> {
  const cards = page.getByTestId('lesson-item');
  await expect(cards.first()).toBeVisible();
  await expect
    .poll(() =>
      cards.evaluateAll((els) =>
        els.every((el) =>
          el.querySelector('.lesson-title')?.checkVisibility({ contentVisibilityAuto: true }),
        ),
      ),
    )
    .toBe(true);
}
