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

/**
 * One lesson's progress from two places, `mine` the work here: the further status, every hint
 * either revealed, the first solve, and each action's SQL and each prediction from mine where
 * both have one (nothing typed here is replaced; what only the other has is added).
 */
export function joinProgress(
  mine: LessonProgress | undefined,
  theirs: LessonProgress | undefined,
): LessonProgress | undefined {
  if (!mine || !theirs) return mine ?? theirs;
  const rank = (s: LessonStatus) => LESSON_STATUSES.indexOf(s);
  const solved = [mine.solvedAt, theirs.solvedAt].filter((x): x is number => x !== null);
  return {
    status: rank(theirs.status) > rank(mine.status) ? theirs.status : mine.status,
    sql: { ...theirs.sql, ...mine.sql },
    hints: Math.max(mine.hints, theirs.hints),
    predictions: { ...theirs.predictions, ...mine.predictions },
    predicted: mine.predicted || theirs.predicted,
    solvedAt: solved.length > 0 ? Math.min(...solved) : null,
  };
}

/**
 * Imported progress joins what is here, lesson by lesson (joinProgress): the further status and
 * the first solve count, and SQL typed here stays. `keptHere` counts the lessons where the file's
 * SQL for an action differs from the SQL here, which is kept.
 */
export function mergeProgress(
  here: Record<string, LessonProgress>,
  imported: Record<string, LessonProgress>,
): { progress: Record<string, LessonProgress>; keptHere: number } {
  const progress = { ...here };
  let keptHere = 0;
  for (const [id, theirs] of Object.entries(imported)) {
    const mine = Object.hasOwn(here, id) ? here[id] : undefined;
    if (mine && Object.entries(theirs.sql).some(([a, sql]) => a in mine.sql && mine.sql[a] !== sql))
      keptHere++;
    const joined = joinProgress(mine, theirs);
    if (joined) progress[id] = joined;
  }
  return { progress, keptHere };
}
