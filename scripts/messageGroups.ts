// Which messages a page needs, found in the source: the catalog is split so that a first visit
// fetches the messages its page can show, not all of them (#31). A message's key is a
// `MessageKey`, so every key `t()` is given is written somewhere as text: whole ('player.run') or
// as the head of a template (`outcome.${o}`). A module's keys are the texts it writes; a page's are
// its modules', following its imports, static and lazy.
//
// - `base`: what the app's entry reaches (the header, the store, the home page's story), lazy
//   imports included, except the pages of the route table. Loaded before the first render.
// - one group per page of the route table (`src/app/routeTable.tsx`'s
//   `withMessages('<group>', import('<page>'))`): the keys its modules write that `base` does not
//   have. Loaded with the page's code.
// - one group per part a page loads on demand with `withMessages('<group>', import('<part>'))`
//   anywhere else in src/ (the embed dialog, Monaco…): the keys the part writes that `base` does
//   not have, loaded with the part's code. A page's group leaves them out. Such a part must be
//   imported that way only, never statically or with a bare import(): the build fails otherwise.
//   Two parts may load one group (the editor, with Monaco's words in English or in Chinese): it
//   has the keys of both.
//
// Over-counting is safe (a key loaded early), under-counting is not: `messageGroups.test.ts`
// holds the app to it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface MessageGroups {
  base: string[];
  /** A page's or a lazy part's group (`LessonsPage`, `EmbedDialog`) → the keys it needs beyond base. */
  pages: Record<string, string[]>;
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative modules a source file imports: static (not `import type`) and lazy. */
export function importsOf(text: string): { static: string[]; lazy: string[] } {
  return {
    static: [...text.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? ''),
    lazy: [...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? ''),
  };
}

/** A relative import's TypeScript file, or null (a package, JSON, CSS, a `?worker`). */
function resolveModule(from: string, spec: string): string | null {
  if (!spec.startsWith('.') || spec.includes('?')) return null;
  const path = resolve(dirname(from), spec);
  for (const file of [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')])
    if (existsSync(file)) return file;
  return /\.tsx?$/.test(path) && existsSync(path) ? path : null;
}

/**
 * The store's table of modules it loads when first needed (src/state/modules.ts): each name's
 * file. A module of it is reached from the files that load it by name (`modules.load('engine')`,
 * `modules.now(…)`), not from the table, which every page carries: the words of the explorer's
 * sentences go with the slice that loads them, not with every page.
 */
export interface ModuleTable {
  file: string;
  modules: Map<string, string>;
}

const TABLE_ENTRY = /^\s*(\w+):\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/gm;
const TABLE_LOAD = /\bmodules\.(?:load|now)\(\s*'(\w+)'/g;

/** The table of `srcRoot`/state/modules.ts, or none when there is no such file. */
export function moduleTable(srcRoot: string, read: (file: string) => string): ModuleTable | null {
  const file = join(srcRoot, 'state', 'modules.ts');
  if (!existsSync(file)) return null;
  const modules = new Map<string, string>();
  for (const m of read(file).matchAll(TABLE_ENTRY)) {
    const target = resolveModule(file, m[2] ?? '');
    if (!target) throw new Error(`${file}: cannot find the module ${m[2]}`);
    modules.set(m[1] ?? '', target);
  }
  return { file, modules };
}

/**
 * The files reached from `start`, following static imports (and lazy ones when asked: with
 * `table`, a load by name from the store's module table too, and not the table's own imports).
 */
export function reach(
  start: string,
  lazy: boolean,
  read: (file: string) => string,
  stop: ReadonlySet<string>,
  table: ModuleTable | null = null,
): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file) || stop.has(file)) continue;
    seen.add(file);
    const text = read(file);
    const found = importsOf(text);
    const lazyOnes = !lazy ? [] : table?.file === file ? [] : found.lazy;
    for (const spec of [...found.static, ...lazyOnes]) {
      const next = resolveModule(file, spec);
      if (next) todo.push(next);
    }
    if (lazy && table)
      for (const m of text.matchAll(TABLE_LOAD)) {
        const next = table.modules.get(m[1] ?? '');
        if (!next) throw new Error(`${file}: the store has no module named ${m[1]}`);
        todo.push(next);
      }
  }
  return seen;
}

const TEXT = /(['"])([A-Za-z][\w.-]*)\1|`([A-Za-z][\w.-]*)(`|\$\{)/g;

/**
 * The keys a source text writes: whole, or every key a template's head (or `'x.'`) begins, when
 * that head has a dot in it.
 */
export function keysWritten(text: string, keys: readonly string[]): Set<string> {
  const known = new Set(keys);
  const out = new Set<string>();
  for (const m of text.matchAll(TEXT)) {
    const word = m[2] ?? m[3] ?? '';
    // A head names a key's part at least (`outcome.${o}`); `s${n}` is no key's.
    const head = (m[4] === '${' || word.endsWith('.')) && word.includes('.');
    if (head) for (const k of keys) if (k.startsWith(word)) out.add(k);
    if (known.has(word)) out.add(word);
  }
  return out;
}

const PAGE_LOAD = /\bwithMessages\(\s*'([^']+)',\s*import\(\s*'([^']+)'\s*\)\s*\)/g;

/** The pages of the route table: each `withMessages('<group>', import('<page>'))` in it. */
function routePages(
  srcRoot: string,
  read: (file: string) => string,
): { group: string; file: string }[] {
  const table = join(srcRoot, 'app', 'routeTable.tsx');
  return [...read(table).matchAll(PAGE_LOAD)].map((m) => {
    const file = resolveModule(table, m[2] ?? '');
    if (!file) throw new Error(`${table}: cannot find the page ${m[2]}`);
    return { group: m[1] ?? '', file };
  });
}

/** Every source file of src/ but the tests, sorted. */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out.sort();
}

/**
 * The parts loaded with messages of their own: each `withMessages('<group>', import('<part>'))`
 * outside the route table. Throws when such a part is also imported statically, or lazily
 * without its messages, anywhere in src/: its keys would be missing there.
 */
function lazyParts(
  srcRoot: string,
  read: (file: string) => string,
): { group: string; file: string }[] {
  const table = join(srcRoot, 'app', 'routeTable.tsx');
  const files = sourceFiles(srcRoot);
  const parts: { group: string; file: string }[] = [];
  /** Per file, how many times it imports each part with its messages. */
  const withMessages = new Map<string, Map<string, number>>();
  for (const from of files) {
    if (from === table) continue;
    for (const m of read(from).matchAll(PAGE_LOAD)) {
      const file = resolveModule(from, m[2] ?? '');
      if (!file) throw new Error(`${from}: cannot find ${m[2]}`);
      parts.push({ group: m[1] ?? '', file });
      const here = withMessages.get(from) ?? new Map<string, number>();
      here.set(file, (here.get(file) ?? 0) + 1);
      withMessages.set(from, here);
    }
  }
  const partFiles = new Set(parts.map((p) => p.file));
  for (const from of files) {
    const found = importsOf(read(from));
    for (const spec of found.static)
      if (partFiles.has(resolveModule(from, spec) ?? ''))
        throw new Error(`${from} imports ${spec} statically: it loads with its messages only`);
    // Every import() of a part in this file is one of its withMessages calls, or a bare one.
    const lazy = new Map<string, number>();
    for (const spec of found.lazy) {
      const file = resolveModule(from, spec) ?? '';
      if (!partFiles.has(file)) continue;
      lazy.set(file, (lazy.get(file) ?? 0) + 1);
      if ((lazy.get(file) ?? 0) > (withMessages.get(from)?.get(file) ?? 0))
        throw new Error(`${from} imports ${spec} without its messages: use withMessages`);
    }
  }
  return parts;
}

/** The groups' names: the route table's pages and the parts loaded with withMessages. */
export function pageNames(srcRoot: string): string[] {
  const read = (file: string) => readFileSync(file, 'utf8');
  return [
    ...new Set([...routePages(srcRoot, read), ...lazyParts(srcRoot, read)].map((p) => p.group)),
  ];
}

/** Splits `keys` into the base group and one group per page or part (see the top of this file). */
export function messageGroups(srcRoot: string, keys: readonly string[]): MessageGroups {
  const cache = new Map<string, string>();
  const read = (file: string) => {
    let text = cache.get(file);
    if (text === undefined) cache.set(file, (text = readFileSync(file, 'utf8')));
    return text;
  };
  const keysOf = (files: Iterable<string>) => {
    const out = new Set<string>();
    for (const f of files) for (const k of keysWritten(read(f), keys)) out.add(k);
    return out;
  };
  const pages = routePages(srcRoot, read);
  const parts = lazyParts(srcRoot, read);
  const partFiles = parts.map((p) => p.file);
  const table = moduleTable(srcRoot, read);
  const entry = join(srcRoot, 'app', 'main.tsx');
  const stopAtPages = new Set([...pages.map((p) => p.file), ...partFiles]);
  const baseFiles = reach(entry, true, read, stopAtPages, table);
  const base = keysOf(baseFiles);
  const groups: Record<string, string[]> = {};
  for (const { group, file } of [...pages, ...parts]) {
    const stop = new Set([...baseFiles, ...partFiles.filter((f) => f !== file)]);
    const own = keysOf(reach(file, true, read, stop, table));
    for (const k of groups[group] ?? []) own.add(k);
    groups[group] = keys.filter((k) => own.has(k) && !base.has(k));
  }
  return { base: keys.filter((k) => base.has(k)), pages: groups };
}
