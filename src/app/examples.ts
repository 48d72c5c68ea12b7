// The example scenarios the store opens. The tables naming their chunks (src/app/exampleChunks.ts,
// one name per example and language) load with the first example a page opens: a lesson page,
// the lesson list and the practice pages never fetch them.
import index from 'virtual:fencelab/content';
import { exampleOfJson, type ExampleJson } from '../content/lessons/prebuilt';
import { t } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import type { ExampleSource } from '../state/deps';

/** The example the app opens when the URL names none. */
export const DEFAULT_EXAMPLE = 'seed-demo';

/**
 * The story's example run at build time (scripts/exampleTrace.ts): a first visit to the home page
 * shows it without the SQL worker and sql.js's wasm. Only the story's example: any other is run
 * when it opens (exampleChunks.ts globs its trace by name).
 */
export const TRACED_EXAMPLE = 'seed-demo';

/** An example's file, by its name (the build names each example after its file). */
const fileOf = (name: string) => `lessons/scenarios/${name}.scenario.yaml`;
const chunks = () => import('./exampleChunks');

/** The example scenarios in a language. */
export function examplesIn(locale: Locale): ExampleSource {
  /** One example's JSON chunk, as the build made it. */
  const raw = async (name: string): Promise<ExampleJson> => {
    const load = index.examples.includes(name)
      ? (await chunks()).exampleChunk(locale, fileOf(name))
      : undefined;
    if (!load) throw new Error(t('state.content.noExample', { name }));
    return load();
  };
  return {
    names: index.examples,
    load: async (name) => (await raw(name)).text,
    prebuilt: async (name) => exampleOfJson(await raw(name)),
    trace: (name) => {
      if (name !== TRACED_EXAMPLE || !index.examples.includes(name)) return null;
      return chunks().then((c) => {
        const load = c.traceChunk(locale, fileOf(name));
        if (!load) throw new Error(t('state.content.noExample', { name }));
        return load();
      });
    },
    fileOf,
  };
}
