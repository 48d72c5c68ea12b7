// Page object for a trace recorded on PostgreSQL (`/recorded/<name>`): its label, the player, the
// waits drawn on the lanes and listed in words.
import { expect, type Locator, type Page } from '@playwright/test';

export class RecordedPage {
  readonly root: Locator;
  readonly label: Locator;
  readonly noEditor: Locator;
  readonly timeline: Locator;
  readonly playButton: Locator;
  /** The list of waits under the player, in words. */
  readonly waitList: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('recorded-page');
    this.label = page.getByTestId('recorded-label');
    this.noEditor = page.getByTestId('recorded-no-editor');
    this.timeline = page.getByTestId('timeline');
    this.playButton = page.getByTestId('play-button');
    this.waitList = page.getByTestId('recorded-waits');
  }

  async open(name: string): Promise<void> {
    await this.page.goto(`/recorded/${name}`);
    await this.waitFor(name);
  }

  /** Waits until the recording `name` is in the player. */
  async waitFor(name: string): Promise<void> {
    await expect(this.root).toHaveAttribute('data-name', name);
    await expect(this.page.getByTestId('trace')).toBeVisible({ timeout: 20_000 });
  }

  /** The wait bars drawn on an actor's lane. */
  waitsOf(actor: string): Locator {
    return this.page.locator(`[data-testid="wait-span"][data-worker="${actor}"]`);
  }

  /** A step's mark on the timeline, by run-order index. */
  timelineStep(i: number): Locator {
    return this.page.locator(`[data-testid="timeline-step"][data-step="${i}"]`);
  }

  /** Plays from the start and waits until the playhead stops on the last step. */
  async playToEnd(last: number): Promise<void> {
    await this.playButton.click();
    await expect(this.timeline).toHaveAttribute('data-step', String(last), { timeout: 30_000 });
    await expect(this.timeline).toHaveAttribute('data-playing', 'false', { timeout: 10_000 });
  }
}
