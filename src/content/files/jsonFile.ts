// Files a learner keeps (progress, review deck): JSON with a format name, a version and a time,
// read back with a message that says what is wrong and where.
import type { Infer, Shape } from './shape';

/** The file's text: pretty JSON, its header first. */
export function writeJsonFile(format: string, version: number, now: number, body: object): string {
  return `${JSON.stringify({ format, version, exportedAt: now, ...body }, null, 2)}\n`;
}

/** What is wrong with a file, as facts: not JSON, another format, or damaged at a field. */
export type JsonFileProblem =
  | { kind: 'not-json' }
  | { kind: 'wrong-format'; found: string }
  /** A version of the format this app does not read (a newer app's file, most likely). */
  | { kind: 'version'; found: number; reads: number }
  | { kind: 'damaged'; where: string | null; code: string; detail: string };

export type JsonFileResult<T> =
  { ok: true; data: T } | { ok: false; problem: JsonFileProblem; message: string };

/**
 * Reads a file written by writeJsonFile. `kind` names it in messages ("progress", "review"); the
 * schema checks the whole file, header included, after the format's name and `version`.
 */
export function readJsonFile<S extends Shape<unknown>>(
  text: string,
  format: string,
  version: number,
  kind: string,
  schema: S,
): JsonFileResult<Infer<S>> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {
      ok: false,
      problem: { kind: 'not-json' },
      message: `This is not a FenceLab ${kind} file: it is not JSON.`,
    };
  }
  const found = (data as { format?: unknown } | null)?.format;
  if (found !== format) {
    const shown = JSON.stringify(found ?? null);
    return {
      ok: false,
      problem: { kind: 'wrong-format', found: shown },
      message: `This is not a FenceLab ${kind} file (format is ${shown}).`,
    };
  }
  const made = (data as { version?: unknown }).version;
  if (typeof made === 'number' && made !== version) {
    return {
      ok: false,
      problem: { kind: 'version', found: made, reads: version },
      message: `This ${kind} file was made by another version of FenceLab (format version ${made}; this one reads ${version}). Export it again from that version, or update this one.`,
    };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.map(String).join('.') || null;
    const detail = issue?.message ?? 'unknown problem';
    const message = `The ${kind} file is damaged at ${path ?? 'the file'}: ${detail}.`;
    const code = issue?.code ?? 'custom';
    return { ok: false, problem: { kind: 'damaged', where: path, code, detail }, message };
  }
  return { ok: true, data: parsed.data as Infer<S> };
}
