// The learner's progress as a file they can keep: export, and import with a clear word on bad input.
// Its schema is checked when the store loads, so it is written with shape.ts (see persistence.ts).
import { OUTCOMES } from '../../engine/types';
import { readJsonFile, writeJsonFile, type JsonFileProblem } from './jsonFile';
import * as z from './shape';

export const LESSON_STATUSES = ['not-started', 'in-progress', 'solved'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

export const LessonProgressSchema = z.strictObject({
  status: z.oneOf(LESSON_STATUSES),
  /** The learner's SQL per edited action; a missing action means the starter. */
  sql: z.withDefault(z.record(z.string()), () => ({})),
  /** How many hints have been revealed. */
  hints: z.withDefault(z.int({ min: 0 }), () => 0),
  /** Predicted outcome per run-order step index (keys are numbers written as text). */
  predictions: z.withDefault(z.record(z.oneOf(OUTCOMES)), () => ({})),
  /** True once the learner has checked their predictions against the truth. */
  predicted: z.withDefault(z.boolean(), () => false),
  /** When it was first solved, as milliseconds since 1970 (dates are stored as numbers). */
  solvedAt: z.withDefault(z.nullable(z.number()), () => null),
});
export type LessonProgress = z.Infer<typeof LessonProgressSchema>;

export const FORMAT = 'fencelab-progress';
export const FORMAT_VERSION = 1;

const FileSchema = z.strictObject({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  exportedAt: z.number(),
  lessons: z.record(LessonProgressSchema),
});

export function emptyProgress(): LessonProgress {
  return {
    status: 'not-started',
    sql: {},
    hints: 0,
    predictions: {},
    predicted: false,
    solvedAt: null,
  };
}

/** The learner has SQL of their own in the lesson: some action edited away from its starter. */
export function hasOwnSql(p: LessonProgress | undefined): boolean {
  return p !== undefined && Object.keys(p.sql).length > 0;
}

/** The progress file's text: pretty JSON with a format name and version. */
export function exportProgress(lessons: Record<string, LessonProgress>, now: number): string {
  return writeJsonFile(FORMAT, FORMAT_VERSION, now, { lessons });
}

export type ImportResult =
  | { ok: true; lessons: Record<string, LessonProgress> }
  | { ok: false; problem: JsonFileProblem; message: string };

/** Reads a progress file; the message names what is wrong and where. */
export function importProgress(text: string): ImportResult {
  const r = readJsonFile(text, FORMAT, FORMAT_VERSION, 'progress', FileSchema);
  return r.ok ? { ok: true, lessons: r.data.lessons } : r;
}

const RANK: Record<LessonStatus, number> = { 'not-started': 0, 'in-progress': 1, solved: 2 };

/** Imported progress joins what is here: per lesson, the further status wins, with its work. */
export function mergeProgress(
  here: Record<string, LessonProgress>,
  imported: Record<string, LessonProgress>,
): Record<string, LessonProgress> {
  const out = { ...here };
  for (const [id, p] of Object.entries(imported)) {
    const mine = out[id];
    if (!mine || RANK[p.status] >= RANK[mine.status]) out[id] = p;
  }
  return out;
}
