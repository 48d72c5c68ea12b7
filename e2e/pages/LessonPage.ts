// Page object for the lessons: the list and one lesson (predict, player, editor, exercise).
import { expect, type Locator, type Page } from '@playwright/test';
import { pasteSql, startEditing } from './codeEditor';
import { FIRST_RUN } from './waits';

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
  /** The report's part for generated timelines: shown when one tells the SQL from the solution. */
  readonly generated: Locator;
  /** The sentence that says what happened on the generated timeline. */
  readonly generatedSentence: Locator;
  /** The generated block's button that shows its timeline in the player again. */
  readonly generatedShow: Locator;
  /** The side-by-side table of the learner's run (A) and the solution's (B). */
  readonly generatedSteps: Locator;
  /** The player's timeline: its data-step is the playhead. */
  readonly timeline: Locator;
  /** The steps of the timeline the player shows, in run order. */
  readonly timelineSteps: Locator;

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
    this.generated = this.report.getByTestId('check-generated');
    this.generatedSentence = this.generated.getByTestId('check-generated-sentence');
    this.generatedShow = this.generated.getByTestId('check-generated-show');
    this.generatedSteps = this.generated.getByTestId('compare-result').getByTestId('compare-step');
    this.timeline = this.player.getByTestId('timeline');
    this.timelineSteps = this.timeline.getByTestId('timeline-step');
  }

  /** Waits for the report of the check just started and its verdict (a first check: FIRST_RUN). */
  async expectReport(passed: boolean): Promise<void> {
    await expect(this.report).toHaveAttribute('data-passed', String(passed), FIRST_RUN);
  }

  async open(id: string): Promise<void> {
    await this.page.goto(`/lessons/${id}`);
    await expect(this.root).toHaveAttribute('data-lesson', id);
  }

  /**
   * The learner comes to the predictions (the pointer over them): the player's code loads and the
   * player draws behind the veil (src/ui/predict/playerCode.ts). What reads the player before
   * the learner predicts waits for this first.
   */
  async toPredictions(): Promise<void> {
    await this.predict.hover();
    await expect(this.timeline).toBeAttached(FIRST_RUN);
  }

  /** Skips the prediction, in any language: the player's outcomes show. */
  async skipPrediction(): Promise<void> {
    await this.veil.getByRole('button').click();
    await expect(this.veil).toBeHidden();
  }

  /** One timeline's block in the report (the scenario's or a variant's id). */
  checkedTimeline(id: string): Locator {
    return this.report.locator(`[data-testid="check-timeline"][data-timeline="${id}"]`);
  }

  /** What each step of the player's timeline does, in run order (`data-do`). */
  timelineActions(): Promise<string[]> {
    return this.timelineSteps.evaluateAll((steps) =>
      steps.map((s) => s.getAttribute('data-do') ?? ''),
    );
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
