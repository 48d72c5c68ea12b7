// The app's message catalogs (src/i18n/messages/<locale>/<part>.json, ICU MessageFormat) compiled at
// build time into Lingui's runtime form, so the page ships no message parser and formats a
// message by walking a small array. A message that does not compile fails the build, naming the
// catalog and the key.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/** A catalog's JSON text compiled: each message as Lingui's runtime array (still JSON). */
export function compileCatalog(text: string, file: string): string {
  const source = JSON.parse(text) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`${file}: ${key}: a message must be text`);
    try {
      out[key] = compileMessageOrThrow(message);
    } catch (e) {
      throw new Error(`${file}: ${key}: ${e instanceof Error ? e.message : String(e)}`, {
        cause: e,
      });
    }
  }
  return JSON.stringify(out);
}

export function messagesPlugin(): Plugin {
  return {
    name: 'fencelab-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG.test(file)) return null;
      // Still JSON: Vite's own JSON plugin makes the module of it.
      return { code: compileCatalog(code, file), map: null };
    },
  };
}
