// Monaco's chunks, named by the codeSplitting groups of vite.config.ts.

/** A module's path under monaco-editor's `esm/vs/`, with `/` on any platform; else undefined. */
const MONACO_VS = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/](.*)$/;
const vsPath = (id: string) => MONACO_VS.exec(id)?.[1]?.replaceAll('\\', '/');

/**
 * Monaco's Chinese message table in a chunk of its own. Monaco's modules read their words from a
 * global as they load, so the table must run before them. src/ui/editor/MonacoEditor.zh.ts
 * imports it first, then the editor, so that both are fetched at once; left to itself the
 * bundler inlines the table into that small module's chunk, whose body runs after the chunks it
 * imports (the editor's), and Monaco then throws for a missing message. As a chunk of its own it
 * is an import of its own, listed, and so run, before the editor's.
 *
 * The codeSplitting group's name function: `monaco-zh` for Monaco's Chinese table, else none.
 */
export function monacoMessagesChunk(id: string): string | null {
  return vsPath(id) === 'nls/lang/zh-cn.js' ? 'monaco-zh' : null;
}

/**
 * Monaco's layers, each a chunk of its own: `vs/base` with the two modules of `vs/` it needs
 * (`nls.js`, its message lookup, and `amdX.js`, which imports only base), `vs/platform` (which
 * imports only base) and `vs/editor/common` (base and platform); the rest of the editor stays
 * where the bundler puts it. Each layer imports only those below it, so no two of the chunks
 * import each other. A browser parses each script it fetches on a thread of its own while the
 * page waits: one 2.7 MB chunk took about 400 ms to parse on one thread after Edit, and the
 * page's own thread had nothing to do meanwhile.
 *
 * The codeSplitting group's name function: `monaco-base`, `monaco-platform`, `monaco-common`.
 */
export function monacoLayerChunk(id: string): string | null {
  const path = vsPath(id);
  if (path === undefined) return null;
  if (path.startsWith('base/') || path === 'nls.js' || path === 'amdX.js') return 'monaco-base';
  if (path.startsWith('platform/')) return 'monaco-platform';
  if (path.startsWith('editor/common/')) return 'monaco-common';
  return null;
}
