// The review deck's schedule as a file the learner can keep: export, and import with a clear word
// on bad input. Dates are numbers (ms since 1970) here as in storage.
import { z } from 'zod';
import { REVIEW_RATINGS, type CardState, type ReviewEntry } from './reviewSchedule';

export const CardStateSchema = z.strictObject({
  due: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  reps: z.number().int().min(0),
  lapses: z.number().int().min(0),
  state: z.number().int().min(0).max(3),
  lastReview: z.number().nullable(),
});

export const ReviewEntrySchema = z.strictObject({
  card: z.string(),
  rating: z.enum(REVIEW_RATINGS),
  at: z.number(),
  due: z.number(),
});

/** What is persisted and exported: each card's schedule and every grading so far. */
export interface ReviewData {
  cards: Record<string, CardState>;
  history: ReviewEntry[];
}

export const ReviewDataSchema = z.strictObject({
  cards: z.record(z.string(), CardStateSchema),
  history: z.array(ReviewEntrySchema),
});

export const REVIEW_FORMAT = 'fencelab-review';
export const REVIEW_FORMAT_VERSION = 1;

const FileSchema = z.strictObject({
  format: z.literal(REVIEW_FORMAT),
  version: z.literal(REVIEW_FORMAT_VERSION),
  exportedAt: z.number(),
  cards: ReviewDataSchema.shape.cards,
  history: ReviewDataSchema.shape.history,
});

export function emptyReview(): ReviewData {
  return { cards: {}, history: [] };
}

/** The review file's text: pretty JSON with a format name and version. */
export function exportReview(data: ReviewData, now: number): string {
  const file = {
    format: REVIEW_FORMAT,
    version: REVIEW_FORMAT_VERSION,
    exportedAt: now,
    ...data,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ReviewImport = { ok: true; data: ReviewData } | { ok: false; message: string };

/** Reads a review file; the message names what is wrong and where. */
export function importReview(text: string): ReviewImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This is not a FenceLab review file: it is not JSON.' };
  }
  const format = (data as { format?: unknown } | null)?.format;
  if (format !== REVIEW_FORMAT) {
    return {
      ok: false,
      message: `This is not a FenceLab review file (format is ${JSON.stringify(format ?? null)}).`,
    };
  }
  const parsed = FileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') || 'the file';
    return {
      ok: false,
      message: `The review file is damaged at ${where}: ${issue?.message ?? 'unknown problem'}.`,
    };
  }
  return { ok: true, data: { cards: parsed.data.cards, history: parsed.data.history } };
}

/** Imported schedules join what is here: per card, the later review wins; histories are joined. */
export function mergeReview(here: ReviewData, imported: ReviewData): ReviewData {
  const cards = { ...here.cards };
  for (const [id, c] of Object.entries(imported.cards)) {
    const mine = cards[id];
    if (!mine || (c.lastReview ?? 0) >= (mine.lastReview ?? 0)) cards[id] = c;
  }
  const key = (e: ReviewEntry) => `${e.card}@${e.at}`;
  const seen = new Set(here.history.map(key));
  const history = [...here.history, ...imported.history.filter((e) => !seen.has(key(e)))].sort(
    (a, b) => a.at - b.at,
  );
  return { cards, history };
}
