// Page object for "Is it safe on every schedule?": the button, progress, Cancel and the verdict.
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
  }
}
