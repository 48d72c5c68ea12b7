// Files a learner keeps (progress, review deck): JSON with a format name, a version and a time,
// read back with a message that says what is wrong and where.
import * as z from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini carries no messages of its own ("Invalid input" for everything): the English ones say
// what was expected. (Full zod sets the same on import; setting it twice is harmless.)
z.config(en());

/** The file's text: pretty JSON, its header first. */
export function writeJsonFile(format: string, version: number, now: number, body: object): string {
  return `${JSON.stringify({ format, version, exportedAt: now, ...body }, null, 2)}\n`;
}

export type JsonFileResult<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Reads a file written by writeJsonFile. `kind` names it in messages ("progress", "review"); the
 * schema checks the whole file, header included.
 */
export function readJsonFile<S extends z.ZodMiniType>(
  text: string,
  format: string,
  kind: string,
  schema: S,
): JsonFileResult<z.output<S>> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: `This is not a FenceLab ${kind} file: it is not JSON.` };
  }
  const found = (data as { format?: unknown } | null)?.format;
  if (found !== format) {
    return {
      ok: false,
      message: `This is not a FenceLab ${kind} file (format is ${JSON.stringify(found ?? null)}).`,
    };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') || 'the file';
    const message = `The ${kind} file is damaged at ${where}: ${issue?.message ?? 'unknown problem'}.`;
    return { ok: false, message };
  }
  return { ok: true, data: parsed.data };
}
