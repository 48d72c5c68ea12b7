// The shape of a question file (`lessons/questions/*.question.yaml`), checked with zod. The
// follow-up ladder is the lessons' own shape, so the two read and render alike.
import { z } from 'zod';
import { OUTCOMES, VIOLATION_RULES, WARNING_RULES } from '../../engine/types';
import { FollowUpSchema, ReferencesSchema } from '../lessons/lessonSchema';

const prose = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} must not be empty` });

const list = <T extends z.ZodType>(item: T, what: string) =>
  z
    .array(item, { error: `${what} must be a list` })
    .min(1, { error: `${what} needs at least one entry` });

/** `seed-demo` (an example in lessons/scenarios) or `fencing-token#same-name-with-token`. */
const SCENARIO_REF = /^[a-z0-9]+(-[a-z0-9]+)*(#[a-z0-9]+(-[a-z0-9]+)*)?$/;

const cell = z.union([z.string(), z.number(), z.null()], {
  error: 'a column value must be text, a number or null',
});

/** One thing a key point's scenario must show; questionCheck.ts runs the scenario and checks it. */
export const ShowsCheckSchema = z.union(
  [
    z.strictObject({
      step: z.number().int().min(0, { error: 'step must be a run-order index, 0 or more' }),
      outcome: z.enum(OUTCOMES, { error: `outcome must be one of ${OUTCOMES.join(', ')}` }),
    }),
    z.strictObject({
      rule: z.enum(VIOLATION_RULES, { error: `rule must be one of ${VIOLATION_RULES.join(', ')}` }),
      fires: z.boolean({ error: 'fires must be true or false' }),
    }),
    z.strictObject({
      warning: z.enum(WARNING_RULES, {
        error: `warning must be one of ${WARNING_RULES.join(', ')}`,
      }),
      fires: z.boolean({ error: 'fires must be true or false' }),
    }),
    z.strictObject({
      table: prose('table'),
      row: z
        .record(z.string(), cell, { error: 'row must map columns to values' })
        .refine((r) => Object.keys(r).length > 0, { error: 'row needs at least one column' }),
    }),
  ],
  {
    error: 'a check is { step, outcome }, { rule, fires }, { warning, fires } or { table, row }',
  },
);

export const KeyPointSchema = z.strictObject({
  label: prose('label'),
  /** Words that show the point was said; any one is enough. */
  phrases: list(prose('a phrase'), 'phrases'),
  /** Phrases that must not count, even though they contain one of the phrases. */
  avoid: z.array(prose('an avoid phrase'), { error: 'avoid must be a list' }).default([]),
  scenario: z.string({ error: 'scenario must be text' }).regex(SCENARIO_REF, {
    error: 'scenario must name an example (seed-demo) or a lesson scenario (lesson-id#scenario-id)',
  }),
  /** What the scenario must show for the link to prove the point; the checker runs every check. */
  shows: list(ShowsCheckSchema, 'shows').optional(),
});

export const QuestionSchema = z.strictObject(
  {
    id: z
      .string({ error: 'id must be text' })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'id must be kebab-case, like lease-expiry' }),
    title: prose('title'),
    /** The core question of the bank: its follow-up ladder must be at least three deep. */
    core: z.boolean().default(false),
    prompt: prose('prompt'),
    answer: prose('answer'),
    keyPoints: list(KeyPointSchema, 'keyPoints'),
    rubric: z.strictObject({
      basic: list(prose('a signal'), 'basic'),
      solid: list(prose('a signal'), 'solid'),
      senior: list(prose('a signal'), 'senior'),
    }),
    mistakes: list(prose('a mistake'), 'mistakes'),
    followUps: list(FollowUpSchema, 'followUps'),
    references: ReferencesSchema,
  },
  { error: 'a question must be a mapping with id, title, prompt, answer, keyPoints, rubric…' },
);

export type QuestionData = z.output<typeof QuestionSchema>;
export type KeyPoint = z.output<typeof KeyPointSchema>;
export type ShowsCheck = z.output<typeof ShowsCheckSchema>;
