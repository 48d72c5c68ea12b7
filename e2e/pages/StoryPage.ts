// Page object for the home page's story: the caption of the step being told, Back / Next, the
// timeline with its playhead, the ways on at the end and the link to the workbench.
import { expect, type Locator, type Page } from '@playwright/test';

export class StoryPage {
  readonly root: Locator;
  readonly caption: Locator;
  readonly position: Locator;
  readonly back: Locator;
  readonly next: Locator;
  readonly timeline: Locator;
  readonly ways: Locator;
  readonly workbench: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('story');
    this.caption = page.getByTestId('story-caption');
    this.position = page.getByTestId('story-position');
    const controls = page.getByRole('group', { name: 'Story' });
    this.back = controls.getByRole('button', { name: 'Back' });
    this.next = controls.getByRole('button', { name: 'Next' });
    this.timeline = this.root.getByTestId('timeline');
    this.ways = page.getByTestId('story-way');
    this.workbench = page.getByTestId('story-workbench');
  }

  /** Opens the home page (at a frame, when one is given: `?frame=N` tells step N-1). */
  async open(frame?: number): Promise<void> {
    await this.page.goto(frame === undefined ? '/' : `/?frame=${frame}`);
    await expect(this.timeline).toBeVisible({ timeout: 20_000 });
  }

  /** A step's mark on the story's timeline, by run-order index. */
  timelineStep(i: number): Locator {
    return this.timeline.locator(`[data-testid="timeline-step"][data-step="${i}"]`);
  }

  /** Waits until the story tells step `i` (-1: before the first), caption and playhead alike. */
  async expectAt(i: number): Promise<void> {
    await expect(this.caption).toHaveAttribute('data-step', String(i));
    await expect(this.timeline).toHaveAttribute('data-step', String(i));
    if (i >= 0) await expect(this.timelineStep(i)).toHaveAttribute('data-state', 'current');
  }
}
