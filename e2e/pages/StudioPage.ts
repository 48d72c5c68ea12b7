// Page object for the authoring studio: the lane editor (clicks and drags on the SVG), the forms,
// the YAML text, the toolbar's import, export and share, and the player beside it.
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { FIRST_RUN } from './waits';

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

  /** Starts a fresh scenario (lanes A and B, user, scheduler; no steps); `name`: the button's. */
  async fresh(name = 'New'): Promise<void> {
    await this.button(name).click();
    await expect(this.steps()).toHaveCount(0);
  }

  private async tickWidth(): Promise<{ left: number; width: number }> {
    const left = Number(await this.svg.getAttribute('data-label-width'));
    const width = Number(await this.svg.getAttribute('data-tick-width'));
    return { left, width };
  }

  /** A lane's rect (the thing clicked, and focused, to add a step on it). */
  lane(actor: string): Locator {
    return this.page.locator(`[data-testid="studio-lane"][data-actor="${actor}"]`);
  }

  /**
   * Clicks a lane at a tick with the mouse: near its top by default, or at `y` from the lane's
   * top (its middle is 22). Fails, after `timeout`, when something else there takes the click.
   */
  async clickLane(actor: string, tick: number, y = 6, timeout?: number): Promise<void> {
    const { width } = await this.tickWidth();
    await this.lane(actor).click({ position: { x: tick * width + width / 2, y }, timeout });
  }

  /** Clicks a lane at a tick with the mouse and chooses an action from the menu. */
  async addStep(actor: string, tick: number, action: string): Promise<void> {
    await this.clickLane(actor, tick);
    await expect(this.menu).toBeVisible();
    await this.menuItem(action).click();
    await expect(this.step(tick, actor, action)).toHaveCount(1);
  }

  /** The open menu's item of an action (named in the page's language; found by its code). */
  menuItem(action: string): Locator {
    return this.menu.locator(`[role="menuitem"][data-action="${action}"]`);
  }

  /** The lane that has the keyboard's focus. */
  get focusedLane(): Locator {
    return this.page.locator('[data-testid="studio-lane"]:focus');
  }

  /** Presses Tab until a lane has the focus, as a keyboard user gets there. */
  async tabToLanes(): Promise<void> {
    for (let i = 0; i < 80; i++) {
      await this.page.keyboard.press('Tab');
      if ((await this.focusedLane.count()) > 0) return;
    }
    throw new Error('Tab never reached a lane');
  }

  /** With the menu open, presses ↓ until the action's item has the focus, then Enter. */
  async chooseWithKeys(action: string): Promise<void> {
    const item = this.menuItem(action);
    await expect(item).toHaveCount(1);
    for (let i = 0; i < 16 && !(await item.evaluate((el) => el === document.activeElement)); i++)
      await this.page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await this.page.keyboard.press('Enter');
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

  /**
   * Drags a pause's end handle so that the pause ends at `until`: to the line where that tick
   * starts (the handle sits just before it, on the last tick slept through).
   */
  async dragPauseEnd(step: Locator, until: number): Promise<void> {
    await this.drag(step.getByTestId('pause-handle'), until, 0);
  }

  /** Drags a mark to `tick`, at `offset` tick widths from the tick's left edge (½: its middle). */
  private async drag(mark: Locator, tick: number, offset = 0.5): Promise<void> {
    await mark.scrollIntoViewIfNeeded();
    const box = await mark.boundingBox();
    const svgBox = await this.svg.boundingBox();
    if (!box || !svgBox) throw new Error('the step is not on screen');
    const { left, width } = await this.tickWidth();
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + box.width / 2, y);
    await this.page.mouse.down();
    await this.page.mouse.move(svgBox.x + left + (tick + offset) * width, y, { steps: 8 });
    await this.page.mouse.up();
  }

  /**
   * Waits for the player's row of a step to show an outcome. The studio runs its timeline on
   * every edit, and the page's first run (a link or a draft opened, the first edit of a new
   * timeline) fetches the parser, the SQL worker and sql.js and starts them: it waits FIRST_RUN.
   */
  async expectOutcome(at: number, actor: string, action: string, outcome: string): Promise<void> {
    await expect(this.playerRow(at, actor, action)).toHaveAttribute(
      'data-outcome',
      outcome,
      FIRST_RUN,
    );
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
