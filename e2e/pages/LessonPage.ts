// Page object for the lessons: the list and one lesson (predict, player, editor, exercise).
import { expect, type Locator, type Page } from '@playwright/test';

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

  /** Starts editing with the Edit button (unless the editor is already open); Monaco loads. */
  async startEditing(): Promise<void> {
    const monaco = this.editor.getByTestId('monaco-editor');
    await expect(this.codeView.or(monaco).first()).toBeVisible({ timeout: 20_000 });
    if (await this.codeView.isVisible()) await this.codeView.getByTestId('edit-code').click();
  }

  /** Replaces the open tab's SQL the way a learner pastes it: select all, then insert. */
  async typeSql(sql: string): Promise<void> {
    await this.startEditing();
    const monaco = this.editor.locator('.monaco-editor');
    await expect(monaco.locator('.view-lines')).toBeVisible({ timeout: 20_000 });
    await monaco.click({ position: { x: 120, y: 16 } });
    await expect(monaco).toHaveClass(/focused/);
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(sql);
  }
}
