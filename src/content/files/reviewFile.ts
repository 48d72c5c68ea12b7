// The review deck's schedule as a file the learner can keep: export, and import with a clear word
import { readJsonFile, writeJsonFile, type JsonFileProblem } from './jsonFile';
// on bad input. Dates are numbers (ms since 1970) here as in storage.
// Written with shape.ts, as progressFile.ts: checked when the store loads.
import * as z from './shape';
import { REVIEW_RATINGS, type CardState, type ReviewEntry } from '../practice/reviewSchedule';

export const CardStateSchema = z.strictObject({
  due: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  reps: z.int({ min: 0 }),
  lapses: z.int({ min: 0 }),
  state: z.int({ min: 0, max: 3 }),
  lastReview: z.nullable(z.number()),
});

export const ReviewEntrySchema = z.strictObject({
  card: z.string(),
  rating: z.oneOf(REVIEW_RATINGS),
  at: z.number(),
  due: z.number(),
});

/** What is persisted and exported: each card's schedule and every grading so far. */
export interface ReviewData {
  cards: Record<string, CardState>;
  history: ReviewEntry[];
}

export const ReviewDataSchema = z.strictObject({
  cards: z.record(CardStateSchema),
  history: z.array(ReviewEntrySchema),
});

export const REVIEW_FORMAT = 'fencelab-review';
export const REVIEW_FORMAT_VERSION = 1;

const FileSchema = z.strictObject({
  format: z.literal(REVIEW_FORMAT),
  version: z.literal(REVIEW_FORMAT_VERSION),
  exportedAt: z.number(),
  cards: ReviewDataSchema.fields.cards,
  history: ReviewDataSchema.fields.history,
});

export function emptyReview(): ReviewData {
  return { cards: {}, history: [] };
}

/** The review file's text: pretty JSON with a format name and version. */
export function exportReview(data: ReviewData, now: number): string {
  return writeJsonFile(REVIEW_FORMAT, REVIEW_FORMAT_VERSION, now, data);
}

export type ReviewImport =
  { ok: true; data: ReviewData } | { ok: false; problem: JsonFileProblem; message: string };

/** Reads a review file; the message names what is wrong and where. */
export function importReview(text: string): ReviewImport {
  const r = readJsonFile(text, REVIEW_FORMAT, REVIEW_FORMAT_VERSION, 'review', FileSchema);
  return r.ok ? { ok: true, data: { cards: r.data.cards, history: r.data.history } } : r;
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
