// fast-check generators of valid scenarios, for property tests. Pure: engine types and fast-check only.
import fc from 'fast-check';
import type { Scenario, Step } from '../types';

const WORKER_NAMES = ['A', 'B', 'C', 'D'] as const;

/**
 * Names that break a lookup on an ordinary object (its prototype's keys), and names that look
 * like integers (which an object lists first): each must work like any other name.
 */
export const HOSTILE_NAMES = ['__proto__', 'constructor', 'toString', '2', 'hasOwnProperty', '1'];

/** The actions a generated worker takes; claims are the most common, so leases change hands. */
const actionArb = fc.oneof(
  { arbitrary: fc.constant('claim'), weight: 4 },
  { arbitrary: fc.constant('renew'), weight: 2 },
  { arbitrary: fc.constant('commit'), weight: 2 },
  { arbitrary: fc.constant('write'), weight: 3 },
  { arbitrary: fc.constant('read'), weight: 1 },
  { arbitrary: fc.constant('pause'), weight: 2 },
);

/** One generated move: who acts, how many ticks after the previous move, and what it does. */
export interface Move {
  who: number;
  gap: number;
  act: string;
  /** Length of a pause, in ticks. */
  length: number;
}

export interface TimelineShape {
  workers: number;
  ttl: number;
  moves: Move[];
}

const shapeArb: fc.Arbitrary<TimelineShape> = fc.record({
  workers: fc.integer({ min: 2, max: 4 }),
  ttl: fc.integer({ min: 1, max: 5 }),
  moves: fc.array(
    fc.record({
      who: fc.nat({ max: WORKER_NAMES.length - 1 }),
      gap: fc.integer({ min: 0, max: 3 }),
      act: actionArb,
      length: fc.integer({ min: 1, max: 8 }),
    }),
    { minLength: 1, maxLength: 24 },
  ),
});

/**
 * Lays moves out on the clock. A move of a paused worker waits until its pause ends (and the
 * clock with it), so no worker ever has a step inside its own `[at, until)` window and the
 * result is valid input by the contract. Steps are emitted in time order; equal ticks keep
 * the order the moves were generated in, which is also the run order.
 */
export function layOut(
  shape: TimelineShape,
  sql: Record<string, string>,
  names: readonly string[] = WORKER_NAMES,
): Scenario {
  const pausedUntil = new Map<string, number>();
  const steps: Step[] = [];
  let now = 0;
  for (const m of shape.moves) {
    const actor = names[m.who % shape.workers] ?? 'A';
    now = Math.max(now + m.gap, pausedUntil.get(actor) ?? 0);
    if (m.act === 'pause') {
      steps.push({ at: now, actor, do: 'pause', until: now + m.length });
      pausedUntil.set(actor, now + m.length);
    } else {
      steps.push({ at: now, actor, do: m.act });
    }
  }
  return { title: 'generated timeline', ttl: shape.ttl, job: 'job-1', clockSkew: {}, sql, steps };
}

/**
 * Random valid timelines of 2–4 workers claiming, renewing, committing, writing, reading and
 * pausing on the standard schema, with small gaps between ticks and a ttl of 1–5.
 * `sql` is the scenario's `sql:` block (`{}` for the reference SQL).
 */
export function timelineArb(
  sql: Record<string, string> = {},
  names: readonly string[] = WORKER_NAMES,
): fc.Arbitrary<Scenario> {
  return shapeArb.map((shape) => layOut(shape, sql, names));
}

/**
 * The same random timelines twice: once with workers A to D, once with the same timeline's
 * workers drawn (as a fixed renaming) from `HOSTILE_NAMES` and the plain ones.
 */
export function renamedTimelineArb(): fc.Arbitrary<{ plain: Scenario; renamed: Scenario }> {
  const pool = [...HOSTILE_NAMES, 'A', 'B'];
  return fc
    .tuple(shapeArb, fc.shuffledSubarray(pool, { minLength: 4, maxLength: 4 }))
    .map(([shape, names]) => ({ plain: layOut(shape, {}), renamed: layOut(shape, {}, names) }));
}
