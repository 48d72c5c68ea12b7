// Monaco's Chinese message table in a chunk of its own. Monaco's modules read their words from a
// global as they load, so the table must run before them. src/ui/editor/MonacoEditor.zh.ts
// imports it first, then the editor, so that both are fetched at once; left to itself the
// bundler inlines the table into that small module's chunk, whose body runs after the chunks it
// imports (the editor's), and Monaco then throws for a missing message. As a chunk of its own it
// is an import of its own, listed, and so run, before the editor's.
const ZH_MESSAGES = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/]nls[\\/]lang[\\/]zh-cn\.js$/;

/** The codeSplitting group's name function: `monaco-zh` for Monaco's Chinese table, else none. */
export function monacoMessagesChunk(id: string): string | null {
  return ZH_MESSAGES.test(id) ? 'monaco-zh' : null;
}
