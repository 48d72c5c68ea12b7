// Monaco, bundled and offline: the bare editor API plus only the features the workbench uses, the
// SQL and YAML grammars, and its worker from our own origin. Imported only by the lazy editor chunk.
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/readOnlyMessage/register';
import 'monaco-editor/languages/definitions/sql/register';
import 'monaco-editor/languages/definitions/yaml/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { registerSqlCompletion } from './sqlCompletion';

self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
registerSqlCompletion(monaco);

/** Monaco's light theme, with the SQL colours that fall short of 4.5:1 contrast made darker. */
export const THEME = 'fencelab-light';
monaco.editor.defineTheme(THEME, {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'string.sql', foreground: 'A31515' },
    { token: 'operator.sql', foreground: '4D5966' },
    { token: 'annotation', foreground: '5F6368' },
  ],
  colors: {},
});

/** Monaco's dark theme, for the page's dark theme (with the same contrast care). */
export const DARK_THEME = 'fencelab-dark';
monaco.editor.defineTheme(DARK_THEME, {
  base: 'vs-dark',
  inherit: true,
  rules: [
    { token: 'string.sql', foreground: 'FF9E8E' },
    { token: 'operator.sql', foreground: 'C0C8D2' },
    { token: 'annotation', foreground: 'A8B0BA' },
  ],
  colors: { 'editor.background': '#0d1117' },
});

/**
 * The editor's theme for the page's: `<html data-theme>` (set by the header's switch) when it
 * says light or dark, else the system's setting. Read from the page, not the app's module, so
 * the editor stays below the app in the layers.
 */
export function pageTheme(): string {
  const chosen = document.documentElement.getAttribute('data-theme');
  const dark =
    chosen === 'dark' ||
    (chosen !== 'light' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
  return dark ? DARK_THEME : THEME;
}

// Monaco's theme is global: follow the page's switch and the system's setting from now on.
new MutationObserver(() => monaco.editor.setTheme(pageTheme())).observe(document.documentElement, {
  attributes: true,
  attributeFilter: ['data-theme'],
});
window
  .matchMedia?.('(prefers-color-scheme: dark)')
  .addEventListener?.('change', () => monaco.editor.setTheme(pageTheme()));

export { monaco };
