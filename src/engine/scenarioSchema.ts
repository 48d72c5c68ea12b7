// The shape of a scenario file, checked with zod. Pure: no I/O.
import { z } from 'zod';
import { DEFAULT_MAX_STATES, MAX_STATES_CEILING } from './explore/limits';
import { nameRecord, type Named } from './nameRecord';
import { dict } from './names';
import { OUTCOMES } from './types';

const tick = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of ticks` })
    .int({ error: `${what} must be a whole number of ticks` })
    .min(0, { error: `${what} must be 0 or more` });

const text = (what: string) => z.string({ error: `${what} must be text` });

/** A name (of an actor or an action): text, or a number read as its digits, as `job:` is. */
const name = (what: string, empty: string) =>
  z
    .union([z.string(), z.number()], { error: `${what} must be text` })
    .transform(String)
    .pipe(z.string().min(1, { error: empty }));

const noNames = <T>(): Named<T> => ({ values: dict<T>(), order: [] });

/** A scalar a step may bind as :payload or :key. */
const bindable = (what: string) =>
  z.union([z.string(), z.number()], { error: `${what} must be text or a number` });

export const StepSchema = z.strictObject(
  {
    at: tick('at'),
    worker: name('worker', 'worker must name an actor'),
    do: name('do', 'do must name an action'),
    until: tick('until').optional(),
    expect: z.enum(OUTCOMES, { error: `expect must be one of: ${OUTCOMES.join(', ')}` }).optional(),
    payload: bindable('payload').optional(),
    key: bindable('key').optional(),
    note: text('note').optional(),
  },
  { error: 'a step must be a mapping like { at: 0, worker: A, do: claim }' },
);

const actionList = (what: string) =>
  z.array(text('an action').min(1, { error: 'an action must not be empty' }), {
    error: `${what} must be a list of actions, like [claim, write, commit]`,
  });

/** The schedule explorer's model (docs/explore.md). */
export const ExploreSchema = z.strictObject(
  {
    programs: nameRecord(
      actionList('a program').min(1, { error: 'a program needs at least one action' }),
      'programs must map worker names to actions, like { A: [claim, write, commit] }',
    ),
    horizon: tick('horizon'),
    maxPause: tick('maxPause'),
    user: actionList('user').default([]),
    scheduler: actionList('scheduler').default([]),
    maxStates: z
      .number({ error: 'maxStates must be a whole number' })
      .int({ error: 'maxStates must be a whole number' })
      .min(1, { error: 'maxStates must be 1 or more' })
      .max(MAX_STATES_CEILING, {
        error: `maxStates must be at most ${MAX_STATES_CEILING}, the explorer's ceiling: lower the horizon or maxPause instead`,
      })
      .default(DEFAULT_MAX_STATES),
  },
  { error: 'explore must be a mapping like { programs: { A: [claim, commit] }, horizon: 12 }' },
);

export const ScenarioSchema = z.strictObject(
  {
    title: text('title').trim().min(1, { error: 'title must not be empty' }),
    ttl: z
      .number({ error: 'ttl must be a whole number of ticks' })
      .int({ error: 'ttl must be a whole number of ticks' })
      .min(1, { error: 'ttl must be 1 or more' }),
    job: z
      .union([z.string(), z.number()], { error: 'job must be text' })
      .transform(String)
      .pipe(z.string().min(1, { error: 'job must not be empty' }))
      .default('job-1'),
    clockSkew: nameRecord(
      z.number({ error: 'a clock skew must be a whole number of ticks' }).int({
        error: 'a clock skew must be a whole number of ticks',
      }),
      'clockSkew must map worker names to ticks, like { A: -3 }',
    ).default(noNames),
    schema: text('schema').optional(),
    sql: nameRecord(text('the SQL of an action'), 'sql must map action names to SQL text').default(
      noNames,
    ),
    steps: z.array(StepSchema, { error: 'steps must be a list of steps' }),
    explore: ExploreSchema.optional(),
  },
  { error: 'a scenario must be a mapping with title, ttl and steps' },
);

export type ScenarioInput = z.input<typeof ScenarioSchema>;
export type ScenarioData = z.output<typeof ScenarioSchema>;
