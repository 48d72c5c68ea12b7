// The editor as a page loads it (CodeEditor.tsx, with its messages): Monaco with its own words in
// English. MonacoEditor.zh.ts is the same editor for a Chinese page.
export { default } from './MonacoEditorView';
