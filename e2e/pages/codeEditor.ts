// An editor slot as a learner uses it (src/ui/editor/CodeEditor.tsx): the read-only code view
// until Edit, then Monaco. Shared by the page objects whose pages hold one (a lesson, an exercise).
import { expect, type Locator, type Page } from '@playwright/test';

/** Starts editing with the Edit button, unless Monaco is already open in `editor`. */
export async function startEditing(editor: Locator): Promise<void> {
  const codeView = editor.getByTestId('code-view');
  const monaco = editor.getByTestId('monaco-editor');
  await expect(codeView.or(monaco).first()).toBeVisible({ timeout: 20_000 });
  if (await codeView.isVisible()) await codeView.getByTestId('edit-code').click();
}

/** Replaces the open tab's SQL the way a learner pastes it: select all, then insert. */
export async function pasteSql(page: Page, editor: Locator, sql: string): Promise<void> {
  await startEditing(editor);
  const monaco = editor.locator('.monaco-editor');
  await expect(monaco.locator('.view-lines')).toBeVisible({ timeout: 20_000 });
  await monaco.click({ position: { x: 120, y: 16 } });
  await expect(monaco).toHaveClass(/focused/);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(sql);
}
