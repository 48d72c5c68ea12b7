// The example scenarios of lessons/scenarios, checked at build time: each one's text and scenario
// is its own small JSON chunk. These tables name every chunk in both languages; they load with
// the first example a page opens (src/app/examples.ts).
import type { ExampleJson } from '../content/lessons/prebuilt';
import type { Trace } from '../engine/types';
import type { Locale } from '../i18n/locales';

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
 * The story's example run at build time (scripts/exampleTrace.ts), in each language: only the
 * example examples.ts names TRACED_EXAMPLE (exampleTrace.test.ts holds the two names together).
 */
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

/** The loader of one example file's JSON chunk in a language; undefined for a file not built. */
export const exampleChunk = (locale: Locale, file: string) => LOADERS[locale][`../../${file}`];

/** The loader of one example file's trace in a language; undefined for a file built without. */
export const traceChunk = (locale: Locale, file: string) => TRACES[locale][`../../${file}`];
