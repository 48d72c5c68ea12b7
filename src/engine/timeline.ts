// What the timeline draws, derived from a trace: lanes, who really held the lease, what each
// worker believed, pauses, crashes and every write with the table it hit. Pure.
import { isWorker } from './actors';
import { own } from './names';
import { staleness } from './staleness';
import { targetTable } from './sqlText';
import type { Holding, Outcome, SqlValue, StepTrace, Trace, Violation } from './types';

/** A stretch of time during which one worker held the lease by the engine's record. */
export interface HoldSpan {
  worker: string;
  token: SqlValue;
  generation: number;
  from: number;
  /** Lease end by the record (grant + ttl, moved by renewals), or the earlier cut. */
  to: number;
  /** Why it ended: lease ran out, another grant, a recover, or still held at the end. */
  end: 'expired' | 'takeover' | 'recovered' | 'open';
}

/** A stretch of time during which a worker believed it held a token. */
export interface BeliefSpan {
  worker: string;
  token: SqlValue;
  from: number;
  /** Where the belief is drawn to: the worker's last step, or the horizon. */
  to: number;
  /** The lease end the worker believes in. */
  leaseUntil: number;
}

/**
 * A stretch of time during which a worker believed it held a token while the engine's record
 * says it did not: the gap the timeline must make unmistakable.
 */
export interface StaleSpan {
  worker: string;
  token: SqlValue;
  from: number;
  to: number;
  /** What ended the real hold: the lease ran out, another grant, a recover, or never held. */
  cause: 'expired' | 'takeover' | 'recovered' | 'never';
}

export interface PauseSpan {
  worker: string;
  from: number;
  until: number;
}

/** One step as a mark on the timeline. */
export interface TimelineEvent {
  i: number;
  at: number;
  actor: string;
  do: string;
  outcome: Outcome | null;
  token: SqlValue;
  /** The table the step's SQL writes (for writes), else null. */
  table: string | null;
  /** Tables whose rows this step changed. */
  changedTables: string[];
  violations: Violation[];
  note: string | null;
}

export interface TimelineModel {
  /** Last tick drawn (exclusive end of the axis). */
  horizon: number;
  workers: string[];
  /** `user` and `scheduler`, when they act. */
  others: string[];
  /** Tables written or changed by some step, in name order. */
  tables: string[];
  holds: HoldSpan[];
  beliefs: BeliefSpan[];
  /** Parts of belief spans where the belief is stale by the engine's record (see `staleness`). */
  stale: StaleSpan[];
  pauses: PauseSpan[];
  crashes: { worker: string; at: number }[];
  events: TimelineEvent[];
}

/**
 * Derives everything the timeline shows from one trace. The hold spans come from the engine's
 * own record (`holder` after each step), never from the learner's SQL.
 */
export function timelineOf(trace: Trace): TimelineModel {
  const steps = trace.steps;
  const lastAt = steps.reduce((m, s) => Math.max(m, s.at), 0);
  const workers: string[] = [];
  const others: string[] = [];
  for (const s of steps) {
    const list = isWorker(s.actor) ? workers : others;
    if (!list.includes(s.actor)) list.push(s.actor);
  }

  const holds: HoldSpan[] = [];
  const beliefs: BeliefSpan[] = [];
  const grants: Grant[] = [];
  const pauses: PauseSpan[] = [];
  const crashes: { worker: string; at: number }[] = [];
  const events: TimelineEvent[] = [];
  const tables = new Set<string>();
  const lastStepOf = new Map<string, number>();
  for (const s of steps) lastStepOf.set(s.actor, s.at);

  let prevTables = trace.initial;
  let open: HoldSpan | null = null;
  let before: Holding | null = null;
  for (const s of steps) {
    const h = s.holder;
    if (open && (!h || h.generation !== open.generation)) {
      // A grant or recover before the recorded lease end cuts the span short.
      if (s.at < open.to) {
        open.end = h ? 'takeover' : 'recovered';
        open.to = s.at;
      } else open.end = 'expired';
      open = null;
    }
    // A renewal after the lease ran out starts a new stretch: the lapse between was no hold.
    const renewedLate =
      open && h && h.leaseUntil !== open.to && staleness(h.generation, before, s.at) === 'expired';
    if (open && renewedLate) open.end = 'expired';
    if (h && (!open || renewedLate)) {
      open = {
        worker: h.worker,
        token: h.token,
        generation: h.generation,
        from: open ? s.at : h.grantedAt,
        to: h.leaseUntil,
        end: 'open',
      };
      holds.push(open);
    } else if (h && open) open.to = h.leaseUntil;
    before = h;

    if (s.do === 'claim' && s.outcome === 'granted') {
      const last = beliefs.findLast((b) => b.worker === s.actor);
      if (last && last.to > s.at) last.to = s.at;
      const belief: BeliefSpan = {
        worker: s.actor,
        token: s.token,
        from: s.at,
        to: Math.max(lastStepOf.get(s.actor) ?? s.at, own(s.beliefs, s.actor)?.leaseUntil ?? s.at),
        leaseUntil: own(s.beliefs, s.actor)?.leaseUntil ?? s.at,
      };
      beliefs.push(belief);
      if (h) grants.push({ belief, generation: h.generation });
    } else if (s.do === 'renew' && s.outcome === 'accepted') {
      const last = beliefs.findLast((b) => b.worker === s.actor);
      const until = own(s.beliefs, s.actor)?.leaseUntil;
      if (last && until !== undefined && until !== null) {
        last.leaseUntil = until;
        last.to = Math.max(last.to, until);
      }
    }
    if (s.do === 'pause')
      pauses.push({
        worker: s.actor,
        from: s.at,
        until: own(s.beliefs, s.actor)?.pausedUntil ?? s.at,
      });
    if (s.do === 'crash') crashes.push({ worker: s.actor, at: s.at });

    const changedTables = s.tables
      .filter(
        (t) => !prevTables.some((p) => p === t || (p.name === t.name && sameRows(p.rows, t.rows))),
      )
      .map((t) => t.name);
    prevTables = s.tables;
    const table = writeTarget(s);
    if (table) tables.add(table);
    for (const t of changedTables) tables.add(t);
    events.push({
      i: s.i,
      at: s.at,
      actor: s.actor,
      do: s.do,
      outcome: s.outcome,
      token: s.token,
      table,
      changedTables,
      violations: s.violations,
      note: s.note,
    });
  }
  if (open && open.to <= lastAt) open.end = 'expired';

  const ends = [
    lastAt,
    ...holds.map((x) => x.to),
    ...beliefs.map((b) => b.to),
    ...pauses.map((p) => p.until),
  ];
  return {
    horizon: Math.max(...ends) + 1,
    workers,
    others,
    tables: [...tables].sort(),
    holds,
    beliefs,
    stale: grants.flatMap((g) => staleSpans(g, steps)),
    pauses,
    crashes,
    events,
  };
}

/**
 * The table a step's SQL writes, or null for reads, pauses, crashes and SQL that writes nothing.
 * The timeline draws an arrow for each step with a target; "next write" jumps between them.
 */
export function writeTarget(step: Pick<StepTrace, 'sql' | 'do'>): string | null {
  return step.sql && step.do !== 'read' ? targetTable(step.sql) : null;
}

/** A belief span with the generation of the grant it came from. */
interface Grant {
  belief: BeliefSpan;
  generation: number;
}

/**
 * The stretches of one belief span where `staleness` says the belief is stale, by the record after
 * the last step at or before each tick. The answer can only change at a step's tick or at the
 * record's lease end, so those are the only ticks asked; stale stretches that touch are one span,
 * named by what first made the belief stale.
 */
function staleSpans({ belief: b, generation }: Grant, steps: StepTrace[]): StaleSpan[] {
  const ticks = new Set([b.from]);
  for (const s of steps) {
    if (s.at > b.from && s.at < b.to) ticks.add(s.at);
    const end = s.holder?.leaseUntil;
    if (end !== undefined && end > b.from && end < b.to) ticks.add(end);
  }
  const out: StaleSpan[] = [];
  let open: StaleSpan | null = null;
  let k = 0;
  let holder: Holding | null = null;
  for (const t of [...ticks].sort((x, y) => x - y)) {
    for (; k < steps.length && (steps[k]?.at ?? Infinity) <= t; k++)
      holder = steps[k]?.holder ?? null;
    const cause = staleness(generation, holder, t);
    if (cause && !open) {
      open = { worker: b.worker, token: b.token, from: t, to: b.to, cause };
      out.push(open);
    } else if (!cause && open) {
      open.to = t;
      open = null;
    }
  }
  return out;
}

function sameRows(a: SqlValue[][], b: SqlValue[][]): boolean {
  return a.length === b.length && a.every((row, r) => row.every((v, c) => v === b[r]?.[c]));
}
