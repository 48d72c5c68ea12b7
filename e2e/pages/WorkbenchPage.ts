// Page object for the workbench: the example picker, the timeline, violations and final tables.
import { expect, type Locator, type Page } from '@playwright/test';
import { ComparePanel } from './ComparePanel';
import { EditorPane } from './EditorPane';

export class WorkbenchPage {
  readonly picker: Locator;
  readonly trace: Locator;
  readonly title: Locator;
  readonly status: Locator;
  readonly error: Locator;
  readonly violations: Locator;
  readonly editor: EditorPane;
  readonly compare: ComparePanel;

  constructor(readonly page: Page) {
    this.picker = page.getByLabel('Example scenario');
    this.trace = page.getByTestId('trace');
    this.title = page.getByTestId('scenario-title');
    this.status = page.getByTestId('player-status');
    this.error = page.getByRole('alert');
    this.violations = page.getByTestId('violation');
    this.editor = new EditorPane(page);
    this.compare = new ComparePanel(page);
  }

  /** Opens the app, on one example when `scenario` is given (the deep link). */
  async open(scenario?: string): Promise<void> {
    await this.page.goto(scenario ? `/?scenario=${encodeURIComponent(scenario)}` : '/');
  }

  /** Waits until a run has finished and its trace is on screen. */
  async waitForTrace(timeout = 20_000): Promise<void> {
    await expect(this.trace).toBeVisible({ timeout });
  }

  async choose(example: string): Promise<void> {
    await this.picker.selectOption(example);
  }

  /** The timeline row of one step, found by time, actor and action. */
  step(at: number, actor: string, action: string): Locator {
    return this.page.locator(
      `[data-testid="step-row"][data-at="${at}"][data-actor="${actor}"][data-do="${action}"]`,
    );
  }

  outcomeOf(step: Locator): Locator {
    return step.getByTestId('step-outcome');
  }

  finalTable(name: string): Locator {
    return this.page.locator(`[data-testid="final-table"][data-table="${name}"]`);
  }
}
