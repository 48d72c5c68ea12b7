// The app's message catalogs (src/i18n/messages/<locale>/<part>.json, ICU MessageFormat) compiled at
// build time into Lingui's runtime form, so the page ships no message parser and formats a
// message by walking a small array. A message that does not compile fails the build, naming the
// catalog and the key.
//
// The page's catalog is served in groups (scripts/messageGroups.ts): `virtual:fencelab/messages`
// is a small index of loaders, one module per language and group. A build splits the keys by page;
// the dev server and the tests put every key in `base` (a page's group is then empty), so a key
// used in new code shows at once without a restart.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { unsupported, type CompiledMessage } from '../src/i18n/format';
import { messageGroups, pageNames, type MessageGroups } from './messageGroups';

const CATALOG = /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/** A catalog's JSON text compiled: each message as Lingui's runtime array (still JSON). */
export function compileCatalog(text: string, file: string): string {
  const source = JSON.parse(text) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`${file}: ${key}: a message must be text`);
    try {
      const compiled = compileMessageOrThrow(message);
      const problem = unsupported(compiled as CompiledMessage);
      if (problem) throw new Error(problem);
      out[key] = compiled;
    } catch (e) {
      throw new Error(`${file}: ${key}: ${e instanceof Error ? e.message : String(e)}`, {
        cause: e,
      });
    }
  }
  return JSON.stringify(out);
}

const INDEX_ID = 'virtual:fencelab/messages';
/** The command line's own part: not the page's (scripts/cli/language.ts reads it from disk). */
const NOT_THE_PAGES = new Set(['cli']);

/** A language's page catalog, every part merged, compiled; and each part's file. */
function catalogOf(dir: string): { messages: Record<string, unknown>; files: string[] } {
  const files = readdirSync(dir)
    .filter((n) => n.endsWith('.json') && !NOT_THE_PAGES.has(n.slice(0, -5)))
    .sort()
    .map((n) => join(dir, n));
  const messages: Record<string, unknown> = {};
  for (const file of files)
    Object.assign(messages, JSON.parse(compileCatalog(readFileSync(file, 'utf8'), file)));
  return { messages, files };
}

export function messagesPlugin(srcRoot = join(process.cwd(), 'src')): Plugin {
  const messagesDir = join(srcRoot, 'i18n', 'messages');
  const locales = () =>
    readdirSync(messagesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  let build = false;
  let groups: MessageGroups | null = null;
  /**
   * Off a build, the groups' names (every source file read for its withMessages calls), kept
   * until a source file changes: each messages module the dev server or a test loads asks again.
   */
  let names: string[] | null = null;
  /** A build's catalogs, compiled once per language (every group module reads its language's). */
  const compiled = new Map<string, ReturnType<typeof catalogOf>>();
  const catalogIn = (locale: string) => {
    let c = compiled.get(locale);
    if (!c) {
      c = catalogOf(join(messagesDir, locale));
      // The dev server and the tests read them again each time, so that an edit shows.
      if (build) compiled.set(locale, c);
    }
    return c;
  };
  /** The groups: split by page in a build, all in base otherwise. */
  const groupsNow = (): MessageGroups => {
    if (groups) return groups;
    const keys = Object.keys(catalogIn('en').messages);
    const split = build
      ? messageGroups(srcRoot, keys)
      : {
          base: keys,
          pages: Object.fromEntries((names ??= pageNames(srcRoot)).map((p) => [p, []])),
        };
    if (build) groups = split;
    return split;
  };
  return {
    name: 'fencelab-messages',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    watchChange(id) {
      if (/\.tsx?$/.test(id)) names = null;
    },
    resolveId(id) {
      return id === INDEX_ID || id.startsWith(`${INDEX_ID}/`) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const names = ['base', ...Object.keys(groupsNow().pages)];
        const loaders = (locale: string) =>
          names.map(
            (n) =>
              `${JSON.stringify(n)}: () => import(${JSON.stringify(`${INDEX_ID}/${locale}/${n}`)})`,
          );
        const body = locales().map((l) => `${JSON.stringify(l)}: { ${loaders(l).join(', ')} }`);
        return `export default { ${body.join(', ')} };\n`;
      }
      if (!id.startsWith(`\0${INDEX_ID}/`)) return null;
      const [locale = '', group = ''] = id.slice(INDEX_ID.length + 2).split('/');
      const { messages, files } = catalogIn(locale);
      for (const file of files) this.addWatchFile(file);
      const g = groupsNow();
      const keys = group === 'base' ? g.base : g.pages[group];
      if (!keys) return this.error(`no message group ${group}`);
      const picked = Object.fromEntries(
        keys.filter((k) => k in messages).map((k) => [k, messages[k]]),
      );
      // JSON.parse, not an object literal: a "__proto__" key stays a key.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG.test(file)) return null;
      // Still JSON: Vite's own JSON plugin makes the module of it.
      return { code: compileCatalog(code, file), map: null };
    },
  };
}
