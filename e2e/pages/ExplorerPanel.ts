// Page object for "Is it safe on every schedule?": the button, progress (its bar and figures),
// Cancel and the verdict. The role-and-name locators are the English page's; the test ids serve
// every language.
import type { Locator, Page } from '@playwright/test';

export class ExplorerPanel {
  readonly root: Locator;
  readonly button: Locator;
  readonly progress: Locator;
  readonly cancel: Locator;
  readonly verdict: Locator;
  readonly summary: Locator;
  readonly openButton: Locator;
  readonly cancelled: Locator;
  readonly error: Locator;
  /** "Try every schedule", by test id. */
  readonly start: Locator;
  /** Cancel, by test id. */
  readonly stop: Locator;
  /** The running search: its bar, figures and Cancel (data-estimating while it has no shape). */
  readonly running: Locator;
  /** "12,345 states · 45,000 states/s · about 3 s left". */
  readonly figures: Locator;
  readonly states: Locator;
  readonly rate: Locator;
  readonly left: Locator;
  /** Why workers with the same program were searched separately. */
  readonly blocked: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('explorer');
    this.button = this.root.getByRole('button', { name: 'Try every schedule' });
    this.progress = this.root.getByTestId('explore-progress');
    this.cancel = this.root.getByRole('button', { name: 'Cancel' });
    this.verdict = this.root.getByTestId('explore-verdict');
    this.summary = this.root.getByTestId('explore-summary');
    this.openButton = this.root.getByRole('button', {
      name: 'Open the counterexample in the player',
    });
    this.cancelled = this.root.getByTestId('explore-cancelled');
    this.error = this.root.getByTestId('explore-error');
    this.start = this.root.getByTestId('explore-button');
    this.stop = this.root.getByTestId('explore-cancel');
    this.running = this.root.getByTestId('explore-running');
    this.figures = this.root.getByTestId('explore-figures');
    this.states = this.root.getByTestId('explore-states');
    this.rate = this.root.getByTestId('explore-rate');
    this.left = this.root.getByTestId('explore-left');
    this.blocked = this.root.getByTestId('explore-blocked');
  }
}
