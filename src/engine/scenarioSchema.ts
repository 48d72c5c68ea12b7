// The shape of a scenario file, checked with zod. Pure: no I/O.
import { z } from 'zod';
import { DEFAULT_MAX_STATES, MAX_STATES_CEILING } from './explore/limits';
import { nameRecord, type Named } from './nameRecord';
import { dict } from './names';
import { DIFFERENCE_FIELDS, ISOLATION_LEVELS, OUTCOMES } from './types';
import { zodError as e } from './zodIssues';

// Every `error:` is a sentence of issueText.ts's table, so each issue has its facts (zodIssues.ts).

const tick = (field: string) =>
  z
    .number({ error: e('mustBeTicks', { field }) })
    .int({ error: e('mustBeTicks', { field }) })
    .min(0, { error: e('mustBeZeroOrMore', { field }) });

const text = (field: string) => z.string({ error: e('mustBeText', { field }) });

/** A name (of an actor or an action): text, or a number read as its digits, as `job:` is. */
const name = (field: string, empty: 'mustNameActor' | 'mustNameAction') =>
  z
    .union([z.string(), z.number()], { error: e('mustBeText', { field }) })
    .transform(String)
    .pipe(z.string().min(1, { error: e(empty, { field }) }));

const noNames = <T>(): Named<T> => ({ values: dict<T>(), order: [] });

/** A scalar a step may bind as :payload or :key. */
const bindable = (field: string) =>
  z.union([z.string(), z.number()], { error: e('mustBeTextOrNumber', { field }) });

export const StepSchema = z.strictObject(
  {
    at: tick('at'),
    worker: name('worker', 'mustNameActor'),
    do: name('do', 'mustNameAction'),
    until: tick('until').optional(),
    expect: z
      .enum(OUTCOMES, {
        error: e('mustBeOneOf', { field: 'expect', choices: OUTCOMES.join(', ') }),
      })
      .optional(),
    payload: bindable('payload').optional(),
    key: bindable('key').optional(),
    token: z
      .union([z.string(), z.number().int(), z.null()], {
        error: e('mustBeTextOrNumber', { field: 'token' }),
      })
      .optional(),
    isolation: z
      .enum(ISOLATION_LEVELS, {
        error: e('mustBeOneOf', { field: 'isolation', choices: ISOLATION_LEVELS.join(', ') }),
      })
      .optional(),
    note: text('note').optional(),
  },
  { error: e('stepNotMapping', { example: '{ at: 0, worker: A, do: claim }' }) },
);

const LIST_EXAMPLE = '[claim, write, commit]';

const actionName = z.string({ error: e('actionMustBeText') }).min(1, { error: e('actionEmpty') });

const ENTRY_EXAMPLE = { example: '{ do: save, key: 0 }' };

/** An entry that binds :key or :payload besides its action: `{ do: save, key: 0 }`. */
const BoundEntry = z.strictObject(
  {
    do: actionName,
    key: bindable('key').optional(),
    payload: bindable('payload').optional(),
  },
  { error: e('entryNotActionOrMapping', ENTRY_EXAMPLE) },
);

/** One entry of an action list: an action's name, or a mapping with `do:` (docs/explore.md). */
const programEntry = z.unknown().transform((input, ctx) => {
  if (Array.isArray(input)) {
    ctx.addIssue({ code: 'custom', message: e('entryNotActionOrMapping', ENTRY_EXAMPLE) });
    return z.NEVER;
  }
  const mapping = input !== null && typeof input === 'object';
  const r = (mapping ? BoundEntry : actionName).safeParse(input);
  if (r.success) return r.data;
  for (const issue of r.error.issues) ctx.addIssue(issue as never);
  return z.NEVER;
});

/** A list of actions: a program's (`field` null) or the one of `user` or `scheduler`. */
const actionList = (field: string | null) =>
  z.array(programEntry, {
    error:
      field === null
        ? e('programNotList', { example: LIST_EXAMPLE })
        : e('actionsNotList', { field, example: LIST_EXAMPLE }),
  });

/** The schedule explorer's model (docs/explore.md). */
export const ExploreSchema = z.strictObject(
  {
    programs: nameRecord(
      actionList(null).min(1, { error: e('programNeedsAction') }),
      e('programsNotMapping', { example: '{ A: [claim, write, commit] }' }),
    ),
    horizon: tick('horizon'),
    maxPause: tick('maxPause'),
    user: actionList('user').default([]),
    scheduler: actionList('scheduler').default([]),
    maxStates: z
      .number({ error: e('mustBeWholeNumber', { field: 'maxStates' }) })
      .int({ error: e('mustBeWholeNumber', { field: 'maxStates' }) })
      .min(1, { error: e('mustBeOneOrMore', { field: 'maxStates' }) })
      .max(MAX_STATES_CEILING, { error: e('maxStatesCeiling', { max: MAX_STATES_CEILING }) })
      .default(DEFAULT_MAX_STATES),
  },
  {
    error: e('exploreNotMapping', { example: '{ programs: { A: [claim, commit] }, horizon: 12 }' }),
  },
);

const DIFFERENCE_EXAMPLE = '{ step: 3, field: outcome, reason: … }';

/** One declared difference between SQLite and PostgreSQL (docs/postgres.md). */
const DifferenceSchema = z.strictObject(
  {
    step: z
      .number({ error: e('mustBeWholeNumber', { field: 'step' }) })
      .int({ error: e('mustBeWholeNumber', { field: 'step' }) })
      .min(0, { error: e('mustBeZeroOrMore', { field: 'step' }) }),
    field: z.enum(DIFFERENCE_FIELDS, {
      error: e('mustBeOneOf', { field: 'field', choices: DIFFERENCE_FIELDS.join(', ') }),
    }),
    reason: text('reason')
      .trim()
      .min(1, { error: e('mustNotBeEmpty', { field: 'reason' }) })
      .refine((r) => !r.includes('\n'), { error: e('reasonOneLine') }),
  },
  { error: e('differenceNotMapping', { example: DIFFERENCE_EXAMPLE }) },
);

/** `appendOnly:`, tables whose rows are only ever added (docs/scenarios.md). */
const AppendOnlySchema = z.array(
  z.string({ error: e('tableMustBeText') }).min(1, { error: e('tableEmpty') }),
  { error: e('appendOnlyNotList', { example: '[objects]' }) },
);

/** The `postgres:` block: what changes on PostgreSQL; SQLite parses it and never uses it. */
const PostgresSchema = z.strictObject(
  {
    schema: text('schema').optional(),
    sql: nameRecord(z.string({ error: e('sqlMustBeText') }), e('sqlNotMapping')).default(noNames),
    differences: z
      .array(DifferenceSchema, {
        error: e('differencesNotList', { example: DIFFERENCE_EXAMPLE }),
      })
      .default([]),
  },
  { error: e('postgresNotMapping', { example: '{ sql: { claim: … } }' }) },
);

export const ScenarioSchema = z
  .strictObject(
    {
      title: text('title')
        .trim()
        .min(1, { error: e('mustNotBeEmpty', { field: 'title' }) }),
      ttl: z
        .number({ error: e('mustBeTicks', { field: 'ttl' }) })
        .int({ error: e('mustBeTicks', { field: 'ttl' }) })
        .min(1, { error: e('mustBeOneOrMore', { field: 'ttl' }) }),
      job: z
        .union([z.string(), z.number()], { error: e('mustBeText', { field: 'job' }) })
        .transform(String)
        .pipe(z.string().min(1, { error: e('mustNotBeEmpty', { field: 'job' }) }))
        .default('job-1'),
      clockSkew: nameRecord(
        z.number({ error: e('skewMustBeTicks') }).int({ error: e('skewMustBeTicks') }),
        e('clockSkewNotMapping', { example: '{ A: -3 }' }),
      ).default(noNames),
      schema: text('schema').optional(),
      sql: nameRecord(z.string({ error: e('sqlMustBeText') }), e('sqlNotMapping')).default(noNames),
      steps: z.array(StepSchema, { error: e('stepsNotList') }),
      explore: ExploreSchema.optional(),
      postgres: PostgresSchema.optional(),
      appendOnly: AppendOnlySchema.optional(),
    },
    { error: e('scenarioNotMapping') },
  )
  .superRefine((d, ctx) => {
    // Each declared difference names a step that exists, once per field.
    d.postgres?.differences.forEach((x, k) => {
      const path = ['postgres', 'differences', k, 'step'];
      if (x.step >= d.steps.length)
        ctx.addIssue({
          code: 'custom',
          path,
          message: e('differenceNoStep', { step: x.step, count: d.steps.length }),
        });
      else if (
        d.postgres?.differences.findIndex((o) => o.step === x.step && o.field === x.field) !== k
      )
        ctx.addIssue({
          code: 'custom',
          path,
          message: e('differenceTwice', { step: x.step, field: x.field }),
        });
    });
  });

export type ScenarioInput = z.input<typeof ScenarioSchema>;
export type ScenarioData = z.output<typeof ScenarioSchema>;
