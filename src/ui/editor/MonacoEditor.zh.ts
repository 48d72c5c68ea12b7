// The editor on a Chinese page (CodeEditor.tsx loads it with the same messages as MonacoEditor.tsx):
// Monaco's own Chinese words, then the editor. Monaco reads its words from a global as its modules
// load, so the table must run first. Imported statically here, it is fetched beside the editor's
// code rather than a round trip before it; it is a chunk of its own (scripts/monacoChunks.ts), so
// that it runs before the editor's chunks.
import 'monaco-editor/nls/lang/zh-cn.js';

export { default } from './MonacoEditorView';
