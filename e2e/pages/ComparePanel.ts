// Page object for the compare view: what to compare, and the two runs side by side.
import type { Locator, Page } from '@playwright/test';

export class ComparePanel {
  readonly root: Locator;
  readonly runButton: Locator;
  readonly result: Locator;
  readonly summary: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('compare');
    this.runButton = this.root.getByTestId('compare-run');
    this.result = this.root.getByTestId('compare-result');
    this.summary = this.root.getByTestId('compare-summary');
    this.error = this.root.getByTestId('compare-error');
  }

  /** Compares the example as shipped (A) with the learner's draft (B). */
  async compareDraft(): Promise<void> {
    await this.root.getByLabel('The example as shipped (A) and your draft (B)').check();
    await this.runButton.click();
  }

  /** Compares two SQL texts of one action on the rest of the draft. */
  async compareVersions(action: string, a: string, b: string): Promise<void> {
    await this.root.getByLabel("Two versions of one action's SQL").check();
    await this.root.getByRole('combobox', { name: 'Action' }).selectOption(action);
    await this.root.getByLabel(/^Version A/).fill(a);
    await this.root.getByLabel(/^Version B/).fill(b);
    await this.runButton.click();
  }

  /** The row of one step (run order) in the side-by-side outcomes. */
  step(i: number): Locator {
    return this.root.locator(`[data-testid="compare-step"][data-step="${i}"]`);
  }

  table(name: string): Locator {
    return this.root.locator(`[data-testid="compare-table"][data-table="${name}"]`);
  }

  violations(side: 'a' | 'b'): Locator {
    return this.root.getByTestId(`compare-violations-${side}`).locator('li');
  }
}
