// The shape of a lesson file (`lessons/*.lesson.yaml`), checked with zod. Scenario blocks are
// checked by the engine's own validator, so their messages match the CLI's.
import { z } from 'zod';
import { OUTCOMES } from '../../engine/types';
import { TRACKS } from './tracks';

const kebab = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: `${what} must be kebab-case, like lease-expiry` });

const prose = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} must not be empty` });

const list = <T extends z.ZodType>(item: T, what: string) =>
  z
    .array(item, { error: `${what} must be a list` })
    .min(1, { error: `${what} needs at least one entry` });

const sqlMap = (what: string) =>
  z.record(z.string(), prose('the SQL of an action'), {
    error: `${what} must map action names to SQL, like { commit: "UPDATE …" }`,
  });

export interface FollowUp {
  question: string;
  answer: string;
  followUps: FollowUp[];
}

export const FollowUpSchema: z.ZodType<FollowUp, unknown> = z.lazy(() =>
  z.strictObject({
    question: prose('question'),
    answer: prose('answer'),
    followUps: z.array(FollowUpSchema).default([]),
  }),
);

/** True for an absolute https:// address (a source must open over TLS, in a new tab). */
function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A source the material relies on, and the claim of the page it backs. */
export const ReferenceSchema = z.strictObject({
  title: prose('title'),
  url: z
    .string({ error: 'url must be text' })
    .refine(isHttps, { error: 'url must be an https:// address, like https://example.org/page' }),
  /** One sentence: which claim of the lesson or question this source backs. */
  supports: prose('supports'),
});

export type Reference = z.output<typeof ReferenceSchema>;

/** Sources of a lesson or question (the lesson checker requires one per lesson). */
export const ReferencesSchema = z
  .array(ReferenceSchema, { error: 'references must be a list of { title, url, supports }' })
  .default([]);

const ScenarioEntry = z.strictObject({
  id: kebab('a scenario id'),
  caption: prose('caption').optional(),
  /** A contract scenario; validated by the engine (see loadLesson). */
  scenario: z.unknown(),
});

export const LessonSchema = z.strictObject(
  {
    id: kebab('id'),
    title: prose('title'),
    order: z
      .number({ error: 'order must be a whole number' })
      .int()
      .min(1, { error: 'order must be 1 or more' }),
    prerequisites: z
      .array(kebab('a prerequisite'), { error: 'prerequisites must be a list of lesson ids' })
      .default([]),
    /** The group the lesson list shows it in (tracks.ts); the first fifteen leave it out. */
    track: z
      .enum(TRACKS, { error: `track must be one of: ${TRACKS.join(', ')}` })
      .default('fundamentals'),
    summary: prose('summary'),
    sections: list(z.strictObject({ heading: prose('heading'), body: prose('body') }), 'sections'),
    scenarios: list(ScenarioEntry, 'scenarios'),
    predict: z.strictObject({
      scenario: kebab('predict.scenario'),
      prompt: prose('prompt'),
      /** Run-order indices of the steps to predict; default: every step with an outcome but reads. */
      steps: z.array(z.number().int().min(0)).optional(),
    }),
    exercise: z.strictObject({
      scenario: kebab('exercise.scenario'),
      prompt: prose('prompt'),
      edit: list(z.string().min(1), 'edit'),
      starter: sqlMap('starter'),
      solution: sqlMap('solution'),
      /** The run must also have no violation (on by default). */
      safe: z.boolean().default(true),
      variants: z.array(ScenarioEntry).default([]),
      /**
       * Plausible wrong answers: SQL for some edited actions, and the sentence a learner who
       * writes it sees. The checker proves each one fails.
       */
      wrongAnswers: z
        .array(z.strictObject({ sql: sqlMap("a wrong answer's sql"), says: prose('says') }), {
          error: 'wrongAnswers must be a list of { sql: { action: SQL }, says: sentence }',
        })
        .default([]),
      /**
       * Mutants of the solution that cannot matter (see src/content/check/mutants.ts), each by its
       * action and description as lessons:check prints them, with a one-line reason.
       */
      equivalent: z
        .array(
          z.strictObject({
            action: prose('action'),
            mutant: prose('mutant'),
            why: prose('why'),
          }),
          { error: 'equivalent must be a list of { action, mutant, why }' },
        )
        .default([]),
      /**
       * Differences from the solution that an answer may make on a generated timeline (for
       * example a stricter save), each with the reason and an answer that needs it: the
       * checker proves the example passes only because of it.
       */
      allow: z
        .array(
          z.strictObject({
            action: prose('action'),
            solution: z.enum(OUTCOMES, { error: `solution must be one of ${OUTCOMES.join(', ')}` }),
            answer: z.enum(OUTCOMES, { error: `answer must be one of ${OUTCOMES.join(', ')}` }),
            why: prose('why'),
            example: sqlMap("an allowance's example"),
          }),
          { error: 'allow must be a list of { action, solution, answer, why, example }' },
        )
        .default([]),
      /**
       * Which tables an edited action may read and write, when the prose says so and running
       * cannot show it (a store that cannot see `jobs`), with the sentence a learner sees.
       */
      tables: z
        .array(
          z.strictObject({
            action: prose('action'),
            reads: z.array(prose('a table')).optional(),
            writes: z.array(prose('a table')).optional(),
            says: prose('says'),
          }),
          { error: 'tables must be a list of { action, reads, writes, says }' },
        )
        .default([]),
      hints: list(prose('a hint'), 'hints'),
      explanation: prose('explanation'),
    }),
    followUps: list(FollowUpSchema, 'followUps'),
    transfer: list(z.strictObject({ case: prose('case'), holds: prose('holds') }), 'transfer'),
    pitfalls: list(z.strictObject({ title: prose('title'), body: prose('body') }), 'pitfalls'),
    selfCheck: z.strictObject({
      basic: list(prose('a signal'), 'basic'),
      solid: list(prose('a signal'), 'solid'),
      senior: list(prose('a signal'), 'senior'),
    }),
    references: ReferencesSchema,
  },
  { error: 'a lesson must be a mapping with id, title, order, sections, scenarios, exercise…' },
);

export type LessonData = z.output<typeof LessonSchema>;
