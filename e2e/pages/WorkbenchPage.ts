// Page object for the workbench: the example picker, the player (timeline, playback, step list,
// tables at the playhead, help sheet) and violations.
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
    // The player's own alerts; Monaco keeps role="alert" live regions of its own in the editor.
    this.error = page.getByRole('region', { name: 'Timeline and state' }).getByRole('alert');
    this.violations = page.getByTestId('violation');
    this.editor = new EditorPane(page);
    this.compare = new ComparePanel(page);
  }

  /** Opens the workbench, on one example when `scenario` is given (the deep link). */
  async open(scenario?: string): Promise<void> {
    await this.page.goto(
      scenario ? `/playground?scenario=${encodeURIComponent(scenario)}` : '/playground',
    );
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

  /** A table as it is at the playhead (after `seekEnd`, the final table). */
  table(name: string): Locator {
    return this.page.locator(`[data-testid="state-table"][data-table="${name}"]`);
  }

  // ---- The player: timeline, playback, help ----

  get timeline(): Locator {
    return this.page.getByTestId('timeline');
  }

  /** A step's mark on the SVG timeline, by run-order index. */
  timelineStep(i: number): Locator {
    return this.page.locator(`[data-testid="timeline-step"][data-step="${i}"]`);
  }

  /** The arrow of a step that writes a table. */
  writeArrow(i: number): Locator {
    return this.page.locator(`[data-testid="write-arrow"][data-step="${i}"]`);
  }

  get playButton(): Locator {
    return this.page.getByTestId('play-button');
  }

  get scrub(): Locator {
    return this.page.getByTestId('scrub');
  }

  get caption(): Locator {
    return this.page.getByTestId('caption');
  }

  get stepCard(): Locator {
    return this.page.getByTestId('step-card');
  }

  get helpSheet(): Locator {
    return this.page.getByTestId('help-sheet');
  }

  /** The step list's row at the playhead. */
  get currentRow(): Locator {
    return this.page.locator('[data-testid="step-row"][aria-current="step"]');
  }

  /** Waits until the playhead is on step `i` (-1: before the first). */
  async expectPlayheadAt(i: number, timeout = 5_000): Promise<void> {
    await expect(this.timeline).toHaveAttribute('data-step', String(i), { timeout });
  }

  async seekEnd(): Promise<void> {
    await this.page.getByRole('button', { name: 'Go to the last step' }).click();
  }
}
