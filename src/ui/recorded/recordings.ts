// The traces recorded on PostgreSQL (lessons/postgres/<name>.trace.json, written by
// `npm run record:postgres`), each its own lazy chunk that the service worker precaches with the
// rest of the app: a recording plays offline and without a server. In Chinese, the scenario's
// title and notes come from its translation (lessons/zh-CN/postgres/<name>.scenario.yaml).
import type { Trace } from '../../engine/types';
import { parseYaml } from '../../engine/yamlSource';
import type { Locale } from '../../i18n/locales';

/** A fixture as the app reads it (see scripts/recordPostgres.ts). */
export interface Recording {
  name: string;
  /** `PostgreSQL 15.18`. */
  server: string;
  /** The scenario file it was recorded from. */
  file: string;
  trace: Trace;
}

type Load<T> = () => Promise<T>;

const FIXTURES = import.meta.glob<unknown>('../../../lessons/postgres/*.trace.json', {
  import: 'default',
});
const WORDS: Record<string, Load<string>> = import.meta.glob<string>(
  '../../../lessons/zh-CN/postgres/*.scenario.yaml',
  { query: '?raw', import: 'default' },
);

const nameOf = (path: string, ending: string) =>
  path.slice(path.lastIndexOf('/') + 1, -ending.length);

/** The names of the recordings the build holds, sorted. */
export const RECORDED_NAMES: readonly string[] = Object.keys(FIXTURES)
  .map((p) => nameOf(p, '.trace.json'))
  .sort();

/** A fixture's JSON as a recording, or null when it does not have a fixture's shape. */
export function recordingOf(json: unknown, name: string): Recording | null {
  if (json === null || typeof json !== 'object') return null;
  const r = json as { server?: unknown; recordedWith?: { file?: unknown }; trace?: unknown };
  const trace = r.trace as Partial<Trace> | undefined;
  if (typeof r.server !== 'string' || !/^PostgreSQL \d/.test(r.server)) return null;
  if (typeof r.recordedWith?.file !== 'string') return null;
  if (!trace || trace.engine !== 'postgres' || !Array.isArray(trace.steps)) return null;
  if (typeof trace.title !== 'string') return null;
  return { name, server: r.server, file: r.recordedWith.file, trace: trace as Trace };
}

/**
 * The recording with a translation's words: its `title`, and each `notes` entry (the step's index
 * in file order, as every scenario translation counts, docs/translating.md) on that step. A step's
 * place in the file is its line: the trace keeps run order, and a waited step finishes late.
 */
export function withWords(rec: Recording, translationYaml: string): Recording {
  const parsed = parseYaml(translationYaml, rec.file);
  if (!parsed.ok) return rec;
  const words = parsed.data as { title?: unknown; notes?: Record<string, unknown> };
  const inFile = [...rec.trace.steps].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const notes = new Map<number, string>();
  for (const [k, v] of Object.entries(words.notes ?? {})) {
    const s = inFile[Number(k)];
    if (s && typeof v === 'string') notes.set(s.i, v);
  }
  const trace: Trace = {
    ...rec.trace,
    title: typeof words.title === 'string' ? words.title : rec.trace.title,
    steps: rec.trace.steps.map((s) =>
      notes.has(s.i) ? { ...s, note: notes.get(s.i) ?? s.note } : s,
    ),
  };
  return { ...rec, trace };
}

/** A recording, by name, in a language; null when the build holds none of that name. */
export async function loadRecording(name: string, locale: Locale): Promise<Recording | null> {
  const load = FIXTURES[`../../../lessons/postgres/${name}.trace.json`];
  if (!load) return null;
  const rec = recordingOf(await load(), name);
  if (!rec || locale === 'en') return rec;
  const words = WORDS[`../../../lessons/${locale}/postgres/${name}.scenario.yaml`];
  return words ? withWords(rec, await words()) : rec;
}
