// An editor slot as a learner uses it (src/ui/editor/CodeEditor.tsx): the read-only code view
// until Edit, then Monaco. Shared by the page objects whose pages hold one (a lesson, an exercise).
import { expect, type Locator, type Page } from '@playwright/test';

/** Starts editing with the Edit button, unless Monaco is already open in `editor`. */
export async function startEditing(editor: Locator): Promise<void> {
  const codeView = editor.getByTestId('code-view');
  const monaco = editor.getByTestId('monaco-editor');
  await expect(codeView.or(monaco).first()).toBeVisible({ timeout: 20_000 });
  if (!(await codeView.isVisible())) return;
  // Editing has started once Monaco is loading (the slot says so) or shown, or once the plain
  // text box stands in for it (a test that holds Monaco back: the loading state can come and go
  // between two looks, and then only the box is left to see).
  const started = monaco
    .or(editor.getByTestId('editor-loading'))
    .or(editor.getByTestId('plain-sql'))
    .or(editor.getByTestId('plain-editor'))
    .first();
  // An Edit pressed a moment ago may still be loading Monaco, which then replaces the code view
  // (and its button) while this click waits: Monaco's arrival ends the wait as well.
  const press = async () => {
    const click = codeView
      .getByTestId('edit-code')
      .click()
      .catch(() => undefined);
    const shown = monaco.waitFor({ state: 'visible', timeout: 60_000 }).catch(() => undefined);
    await Promise.race([click, shown]);
  };
  await press();
  // A click that lands as the page above moves (a CI run saw it once on a lesson at 390 px, the
  // player being drawn as the veil lifted) reaches no button: then Edit is pressed again.
  if (
    !(await started.waitFor({ state: 'attached', timeout: 10_000 }).then(
      () => true,
      () => false,
    ))
  )
    await press();
}

/** Starts editing, waits for Monaco, and puts the cursor in it (near its top, always in view). */
export async function focusMonaco(page: Page, editor: Locator): Promise<void> {
  await startEditing(editor);
  const monaco = editor.locator('.monaco-editor');
  await expect(monaco.locator('.view-lines')).toBeVisible({ timeout: 20_000 });
  await monaco.click({ position: { x: 120, y: 16 } });
  await expect(monaco).toHaveClass(/focused/);
}

/** Replaces the open tab's SQL the way a learner pastes it: select all, then insert. */
export async function pasteSql(page: Page, editor: Locator, sql: string): Promise<void> {
  await focusMonaco(page, editor);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(sql);
}

/** Clears the open tab and types `sql` key by key, so completion pops up as it would. */
export async function typeSqlKeys(page: Page, editor: Locator, sql: string): Promise<void> {
  await pasteSql(page, editor, '');
  await page.keyboard.type(sql);
}

/** Monaco's suggestion list (drawn outside the editor), each row one suggestion. */
export function suggestions(page: Page): Locator {
  return page.locator('.suggest-widget.visible .monaco-list-row');
}

/** Monaco's line numbers in `editor`: one per line of the text (wrapped parts have none). */
export function lineNumbers(editor: Locator): Locator {
  return editor.locator('.monaco-editor .margin .line-numbers');
}

/**
 * The lines Monaco marks with an error in the open tab (`data-error-lines`), and the text of
 * what it shows (its visible lines, spaces folded; enough for one action's SQL).
 */
export function monacoOf(editor: Locator): { host: Locator; text: Locator } {
  const host = editor.getByTestId('monaco-editor');
  return { host, text: host.locator('.view-lines') };
}

/** The player's "the SQL of action X does not compile", where the page has a player. */
export function compileError(scope: Locator): Locator {
  return scope.getByTestId('compile-error');
}
