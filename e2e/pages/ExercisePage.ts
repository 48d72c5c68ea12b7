// Page object for a shared exercise (`/exercise#x=…`): its title and instructions, the predict
// list, the veiled player, the editor of the marked actions, Check my SQL and its report.
import { expect, type Locator, type Page } from '@playwright/test';
import { pasteSql, startEditing } from './codeEditor';
import { FIRST_RUN } from './waits';

export class ExercisePage {
  readonly root: Locator;
  readonly title: Locator;
  readonly instructions: Locator;
  readonly predict: Locator;
  readonly veil: Locator;
  /** The player's box: inert while the veil is up. */
  readonly player: Locator;
  readonly editor: Locator;
  readonly codeView: Locator;
  readonly checkButton: Locator;
  readonly report: Locator;
  readonly error: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('exercise-page');
    this.title = page.getByTestId('exercise-title');
    this.instructions = page.getByTestId('exercise-instructions');
    this.predict = page.getByTestId('predict');
    this.veil = page.getByTestId('predict-veil');
    this.player = page.getByTestId('lesson-player');
    this.editor = page.getByTestId('exercise-editor');
    this.codeView = this.editor.getByTestId('code-view');
    this.checkButton = page.getByTestId('check-exercise');
    this.report = page.getByTestId('check-report');
    this.error = page.getByTestId('exercise-error');
    this.empty = page.getByTestId('exercise-empty');
  }

  /** Waits for the check's report and its verdict (a first check: FIRST_RUN). */
  async expectReport(passed: boolean): Promise<void> {
    await expect(this.report).toHaveAttribute('data-passed', String(passed), FIRST_RUN);
  }

  /**
   * The learner comes to the predictions (the pointer over them): the player's code loads and the
   * player draws behind the veil (src/ui/predict/playerCode.ts).
   */
  async toPredictions(): Promise<void> {
    await this.predict.hover();
    await expect(this.player.getByTestId('timeline')).toBeAttached(FIRST_RUN);
  }

  /** Marks the predicted outcome of a run-order step. */
  async predictStep(step: number, outcome: string): Promise<void> {
    await this.predict
      .locator(`[data-testid="predict-step"][data-step="${step}"]`)
      .getByLabel(outcome)
      .check();
  }

  /** Starts editing with the Edit button, unless the editor is already open. */
  startEditing(): Promise<void> {
    return startEditing(this.editor);
  }

  /** Replaces the open tab's SQL the way a learner pastes it: select all, then insert. */
  typeSql(sql: string): Promise<void> {
    return pasteSql(this.page, this.editor, sql);
  }
}
