// The example scenarios of lessons/scenarios, checked at build time; each one's text and scenario
// is its own small JSON chunk, loaded when the playground opens it.
import index from 'virtual:fencelab/content';
import { exampleOfJson, type ExampleJson } from '../content/lessons/prebuilt';
import { t } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import type { ExampleSource } from '../state/deps';
import type { Trace } from '../engine/types';

/** The example the app opens when the URL names none. */
export const DEFAULT_EXAMPLE = 'seed-demo';

const LOADERS: Record<Locale, Record<string, () => Promise<ExampleJson>>> = {
  en: import.meta.glob<ExampleJson>('../../lessons/scenarios/*.scenario.yaml', {
    query: '?prebuilt',
    import: 'default',
  }),
  // The scenario's title and notes in Chinese; its text (what the editor shows) stays the file's.
  'zh-CN': import.meta.glob<ExampleJson>('../../lessons/scenarios/*.scenario.yaml', {
    query: '?prebuilt&lang=zh-CN',
    import: 'default',
  }),
};

/**
 * The story's example run at build time (scripts/exampleTrace.ts), in each language: a first visit
 * to the home page shows it without the SQL worker and sql.js's wasm. Only the story's example:
 * any other is run when it opens (examples.test.ts holds the two names together).
 */
export const TRACED_EXAMPLE = 'seed-demo';
const TRACES: Record<Locale, Record<string, () => Promise<Trace>>> = {
  en: import.meta.glob<Trace>('../../lessons/scenarios/seed-demo.scenario.yaml', {
    query: '?prebuilt&trace',
    import: 'default',
  }),
  'zh-CN': import.meta.glob<Trace>('../../lessons/scenarios/seed-demo.scenario.yaml', {
    query: '?prebuilt&trace&lang=zh-CN',
    import: 'default',
  }),
};

const byName = new Map(index.examples.map((e) => [e.name, e.file]));

/** The example scenarios in a language. */
export function examplesIn(locale: Locale): ExampleSource {
  /** One example's JSON chunk, as the build made it. */
  const raw = (name: string): Promise<ExampleJson> => {
    const file = byName.get(name);
    const load = file === undefined ? undefined : LOADERS[locale][`../../${file}`];
    if (!load) return Promise.reject(new Error(t('state.content.noExample', { name })));
    return load();
  };
  return {
    names: [...byName.keys()],
    load: async (name) => (await raw(name)).text,
    prebuilt: async (name) => exampleOfJson(await raw(name)),
    trace: (name) => TRACES[locale][`../../${byName.get(name)}`]?.() ?? null,
    fileOf: (name) => byName.get(name) ?? `lessons/scenarios/${name}.scenario.yaml`,
  };
}
