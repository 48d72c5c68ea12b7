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
//
// Over-counting is safe (a key loaded early), under-counting is not: `messageGroups.test.ts`
// holds the app to it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface MessageGroups {
  base: string[];
  /** Page file name (`LessonsPage`) → the keys it needs beyond base. */
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

/** The files reached from `start`, following static imports (and lazy ones when asked). */
export function reach(
  start: string,
  lazy: boolean,
  read: (file: string) => string,
  stop: ReadonlySet<string>,
): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file) || stop.has(file)) continue;
    seen.add(file);
    const found = importsOf(read(file));
    for (const spec of lazy ? [...found.static, ...found.lazy] : found.static) {
      const next = resolveModule(file, spec);
      if (next) todo.push(next);
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

/** The page groups' names, from the route table alone (what the dev server offers, all empty). */
export function pageNames(srcRoot: string): string[] {
  return routePages(srcRoot, (file) => readFileSync(file, 'utf8')).map((p) => p.group);
}

/** Splits `keys` into the base group and one group per page (see the top of this file). */
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
  const entry = join(srcRoot, 'app', 'main.tsx');
  const baseFiles = reach(entry, true, read, new Set(pages.map((p) => p.file)));
  const base = keysOf(baseFiles);
  const groups: Record<string, string[]> = {};
  for (const page of pages) {
    const own = keysOf(reach(page.file, true, read, baseFiles));
    groups[page.group] = keys.filter((k) => own.has(k) && !base.has(k));
  }
  return { base: keys.filter((k) => base.has(k)), pages: groups };
}
