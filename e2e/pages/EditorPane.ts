// Page object for the SQL editor pane: its tabs, the read-only code view and its Edit button, the
// Monaco editor (or its plain stand-in), Run and Reset, and the summary of what the last re-run
// changed.
import { expect, type Locator, type Page } from '@playwright/test';

export class EditorPane {
  readonly root: Locator;
  readonly monaco: Locator;
  /** The read-only, highlighted code shown until editing starts. */
  readonly view: Locator;
  readonly editButton: Locator;
  readonly plain: Locator;
  readonly loading: Locator;
  readonly runButton: Locator;
  readonly resetButton: Locator;
  readonly draftState: Locator;
  readonly changes: Locator;
  readonly issues: Locator;
  /** Monaco's squiggles under errors in the open tab. */
  readonly errorSquiggles: Locator;
  readonly suggestions: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('editor-pane');
    this.monaco = this.root.getByTestId('monaco-editor');
    this.view = this.root.getByTestId('code-view');
    this.editButton = this.view.getByTestId('edit-code');
    this.plain = this.root.getByTestId('plain-editor');
    this.loading = this.root.getByTestId('editor-loading');
    this.runButton = this.root.getByTestId('run-draft');
    this.resetButton = this.root.getByTestId('reset-draft');
    this.draftState = this.root.getByTestId('draft-state');
    this.changes = this.root.getByTestId('run-changes');
    this.issues = this.root.getByTestId('draft-issues');
    this.errorSquiggles = this.monaco.locator('.squiggly-error');
    this.suggestions = page.locator('.suggest-widget.visible .monaco-list-row');
  }

  /**
   * Starts editing with the Edit button, unless the editor is already open. The read-only view may
   * give way to the editor by itself while the page settles (a draft reopens it), so a click on a
   * button that went away is tried again only while there is still no editor.
   */
  async startEditing(timeout = 20_000): Promise<void> {
    await expect(this.view.or(this.monaco).first()).toBeVisible({ timeout });
    await expect(async () => {
      if ((await this.monaco.count()) > 0 || (await this.loading.count()) > 0) return;
      await this.editButton.click({ timeout: 2_000 });
    }).toPass({ timeout });
  }

  /** Starts editing if need be, then waits until Monaco has loaded and shows a model. */
  async waitForEditor(timeout = 20_000): Promise<void> {
    await this.startEditing(timeout);
    await expect(this.monaco.locator('.monaco-editor .view-lines')).toBeVisible({ timeout });
  }

  tab(name: string): Locator {
    return this.root.locator(`[data-testid="editor-tab"][data-tab="${name}"]`);
  }

  /** Opens an action's SQL tab (`yaml` for the scenario itself) and waits for Monaco to show it. */
  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(this.monaco).toHaveAttribute('data-tab', name);
  }

  /** The text Monaco shows (its visible lines; enough for one action's SQL). */
  get text(): Locator {
    return this.monaco.locator('.view-lines');
  }

  /** Puts the cursor in the editor (near its top, which is always in view). */
  async focus(): Promise<void> {
    await this.monaco.locator('.monaco-editor').click({ position: { x: 120, y: 16 } });
    await expect(this.monaco.locator('.monaco-editor')).toHaveClass(/focused/);
  }

  /** Replaces the open tab's text the way a learner pastes it: select all, then insert. */
  async replaceText(text: string): Promise<void> {
    await this.focus();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(text);
  }

  /** Types at the end of the open tab, key by key (so completion can pop up). */
  async typeAtEnd(text: string): Promise<void> {
    await this.focus();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text);
  }

  /** Re-runs with the editor's own shortcut. */
  async runWithKeyboard(): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+Enter');
  }

  /** Resets to the example as shipped, accepting the confirmation. */
  async reset(): Promise<void> {
    this.page.once('dialog', (d) => void d.accept());
    await this.resetButton.click();
  }

  /** The line of the re-run summary for one step whose outcome changed. */
  changedStep(step: number): Locator {
    return this.changes.locator(`[data-testid="changed-step"][data-step="${step}"]`);
  }
}
