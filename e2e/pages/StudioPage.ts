// Page object for the authoring studio: the lane editor (clicks and drags on the SVG), the forms,
// the YAML text, the toolbar's import, export and share, and the player beside it.
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export class StudioPage {
  readonly root: Locator;
  readonly svg: Locator;
  readonly yaml: Locator;
  readonly issues: Locator;
  readonly notice: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('studio-page');
    this.svg = page.locator('svg.studio-svg');
    this.yaml = page.getByTestId('studio-yaml');
    this.issues = page.getByTestId('studio-issues');
    this.notice = page.getByTestId('studio-notice');
    this.menu = page.getByTestId('step-menu');
  }

  async open(hash = ''): Promise<void> {
    await this.page.goto(`/studio${hash}`);
    await expect(this.root).toBeVisible();
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** Starts a fresh scenario (lanes A and B, user, scheduler; no steps). */
  async fresh(): Promise<void> {
    await this.button('New').click();
    await expect(this.steps()).toHaveCount(0);
  }

  private async tickWidth(): Promise<{ left: number; width: number }> {
    const left = Number(await this.svg.getAttribute('data-label-width'));
    const width = Number(await this.svg.getAttribute('data-tick-width'));
    return { left, width };
  }

  /** Clicks a lane at a tick with the mouse and chooses an action from the menu. */
  async addStep(actor: string, tick: number, action: string): Promise<void> {
    const { width } = await this.tickWidth();
    const lane = this.page.locator(`[data-testid="studio-lane"][data-actor="${actor}"]`);
    await lane.click({ position: { x: tick * width + width / 2, y: 6 } });
    await expect(this.menu).toBeVisible();
    await this.menu.getByRole('menuitem', { name: action, exact: true }).click();
    await expect(this.step(tick, actor, action)).toHaveCount(1);
  }

  steps(): Locator {
    return this.page.getByTestId('studio-step');
  }

  /** The drafts saved on this device, as listed. */
  drafts(): Locator {
    return this.page.getByTestId('studio-draft');
  }

  get titleInput(): Locator {
    return this.page.getByTestId('scenario-title-input');
  }

  step(at: number, actor: string, action: string): Locator {
    return this.page.locator(
      `[data-testid="studio-step"][data-at="${at}"][data-actor="${actor}"][data-do="${action}"]`,
    );
  }

  /** Drags a step's mark along its lane to another tick with the mouse. */
  async dragStep(step: Locator, toTick: number): Promise<void> {
    await this.drag(step.locator('circle'), toTick);
  }

  /** Drags a pause's end handle to another tick. */
  async dragPauseEnd(step: Locator, toTick: number): Promise<void> {
    await this.drag(step.getByTestId('pause-handle'), toTick);
  }

  private async drag(mark: Locator, toTick: number): Promise<void> {
    const box = await mark.boundingBox();
    const svgBox = await this.svg.boundingBox();
    if (!box || !svgBox) throw new Error('the step is not on screen');
    const { left, width } = await this.tickWidth();
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + box.width / 2, y);
    await this.page.mouse.down();
    await this.page.mouse.move(svgBox.x + left + toTick * width + width / 2, y, { steps: 8 });
    await this.page.mouse.up();
  }

  /** The player's row of a step (the trace of the last run). */
  playerRow(at: number, actor: string, action: string): Locator {
    return this.page.locator(
      `[data-testid="step-row"][data-at="${at}"][data-actor="${actor}"][data-do="${action}"]`,
    );
  }

  async exportYaml(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.button('Export .scenario.yaml').click();
    return download;
  }

  async importFile(path: string): Promise<void> {
    await this.page.getByTestId('import-file').setInputFiles(path);
  }

  /** Makes a share link and returns it. */
  async shareLink(): Promise<string> {
    await this.button('Share link').click();
    const input = this.page.getByTestId('share-link');
    await expect(input).toHaveValue(/#s=v1\./);
    return input.inputValue();
  }
}
