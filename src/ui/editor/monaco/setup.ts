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

export { monaco };
