// Page object for interview practice: the practice round and the mock interview.
import { expect, type Locator, type Page } from '@playwright/test';

export class PracticePage {
  readonly round: Locator;
  readonly answer: Locator;
  readonly reveal: Locator;
  readonly keyPoints: Locator;
  readonly countdown: Locator;
  readonly picker: Locator;
  /** What a self-grade did (role=status), and the button that saves it to Review. */
  readonly gradeSaved: Locator;
  readonly saveGrade: Locator;
  /** On the page a "Prove it" link opened: what it proves, and the way back. */
  readonly proof: Locator;
  readonly backToQuestion: Locator;

  constructor(readonly page: Page) {
    this.round = page.getByTestId('round');
    this.answer = page.getByLabel('Your answer');
    this.reveal = page.getByTestId('reveal');
    this.keyPoints = page.getByTestId('key-point');
    this.countdown = page.getByTestId('countdown');
    this.picker = page.getByTestId('question-picker');
    this.gradeSaved = page.getByTestId('grade-saved');
    this.saveGrade = page.getByTestId('save-grade');
    this.proof = page.getByTestId('proof');
    this.backToQuestion = page.getByTestId('back-to-question');
  }

  /** The practice page (on `query`'s question, if given), once it shows a round. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/practice${query}`);
    await expect(this.picker).toBeVisible();
    await expect(this.round).toBeVisible();
  }

  /**
   * Picks a question by its label in the picker, and waits for its round: the question is fetched
   * when picked, and until it arrives the round on screen is still the one before.
   */
  async pick(title: string): Promise<void> {
    await this.page.getByTestId('question-picker').selectOption({ label: title });
    await expect(this.round.locator('.round-kind')).toHaveText(title.replace(/^★ /, ''));
  }

  /** Types an answer, reveals, and grades it. */
  async answerAndReveal(text: string, grade: 'Not yet' | 'Basic' | 'Solid' | 'Senior') {
    await this.answer.fill(text);
    await this.reveal.click();
    await expect(this.round).toHaveAttribute('data-revealed', 'true');
    await this.round.getByRole('radio', { name: grade }).check();
  }

  keyPoint(label: string): Locator {
    return this.keyPoints.filter({ hasText: label });
  }

  async openMock(): Promise<void> {
    await this.page.goto('/practice/mock');
    await expect(this.page.getByTestId('mock-setup')).toBeVisible();
  }
}
