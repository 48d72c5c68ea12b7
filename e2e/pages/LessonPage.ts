// Page object for the lessons: the list and one lesson (predict, player, editor, exercise).
import { expect, type Locator, type Page } from '@playwright/test';
import { pasteSql, startEditing } from './codeEditor';

export class LessonPage {
  readonly root: Locator;
  readonly status: Locator;
  readonly predict: Locator;
  readonly veil: Locator;
  /** The player's box: inert while the veil is up. */
  readonly player: Locator;
  readonly runButton: Locator;
  /** Why nothing shows after running the SQL before predicting. */
  readonly runVeiled: Locator;
  readonly editor: Locator;
  /** The read-only, highlighted SQL shown until editing starts. */
  readonly codeView: Locator;
  readonly checkButton: Locator;
  readonly report: Locator;
  readonly explanation: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('lesson-page');
    this.status = page.getByTestId('lesson-status');
    this.predict = page.getByTestId('predict');
    this.veil = page.getByTestId('predict-veil');
    this.player = page.getByTestId('lesson-player');
    this.runButton = page.getByTestId('run-lesson');
    this.runVeiled = page.getByTestId('run-veiled');
    this.editor = page.getByTestId('lesson-editor');
    this.codeView = this.editor.getByTestId('code-view');
    this.checkButton = page.getByTestId('check-lesson');
    this.report = page.getByTestId('check-report');
    this.explanation = page.getByTestId('explanation');
  }

  async open(id: string): Promise<void> {
    await this.page.goto(`/lessons/${id}`);
    await expect(this.root).toHaveAttribute('data-lesson', id);
  }

  /** Marks the predicted outcome of a run-order step. */
  async predictStep(step: number, outcome: string): Promise<void> {
    await this.predict
      .locator(`[data-testid="predict-step"][data-step="${step}"]`)
      .getByLabel(outcome)
      .check();
  }

  /** One choice of the SQL the exercise's timeline runs with: Starter, Your SQL or Solution. */
  sqlChoice(name: 'Starter' | 'Your SQL' | 'Solution'): Locator {
    return this.page.getByTestId('lesson-sql').getByRole('radio', { name, exact: true });
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
