// Page object for spot-the-stale-write drills and the review deck.
import { expect, type Locator, type Page } from '@playwright/test';

export class DrillsPage {
  readonly root: Locator;
  readonly steps: Locator;
  readonly writes: Locator;
  readonly submit: Locator;
  readonly score: Locator;
  readonly title: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('drills-page');
    this.title = page.getByTestId('drill-title');
    this.steps = page.getByTestId('drill-step');
    this.writes = page.locator('[data-testid="drill-step"][data-write="true"]');
    this.submit = page.getByTestId('drill-submit');
    this.score = page.getByTestId('drill-score');
  }

  async open(query: string): Promise<void> {
    await this.page.goto(`/practice/drills${query}`);
    await expect(this.root).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  }

  /** The timeline as the candidate sees it, one line per step. */
  async timeline(): Promise<string[]> {
    return this.root.locator('.drill-what').allInnerTexts();
  }

  /** Marks every write, "must be rejected" when `reject(index)` says so. */
  async markAll(reject: (index: number) => boolean): Promise<number> {
    const n = await this.writes.count();
    for (let k = 0; k < n; k++) {
      await this.writes
        .nth(k)
        .getByLabel(reject(k) ? 'must be rejected' : 'may be accepted')
        .check();
    }
    return n;
  }
}

export class ReviewPage {
  readonly root: Locator;
  readonly card: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('review-page');
    this.card = page.getByTestId('review-card');
  }

  async open(): Promise<void> {
    await this.page.goto('/practice/review');
    await expect(this.root).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  }

  /** Shows the current card's answer and grades it; returns the card's id. */
  async gradeCurrent(rating: 'again' | 'hard' | 'good' | 'easy'): Promise<string> {
    const id = (await this.card.getAttribute('data-card')) ?? '';
    await this.card.getByTestId('reveal-answer').click();
    await this.card.getByTestId(`grade-${rating}`).click();
    return id;
  }
}
