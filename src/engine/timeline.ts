// What the timeline draws, derived from a trace: lanes, who really held the lease, what each
// worker believed, pauses, crashes and every write with the table it hit. Pure.
import { isWorker } from './scenarioRules';
import { targetTable } from './sqlText';
import type { Outcome, SqlValue, StepTrace, Trace, Violation } from './types';
import { own } from './names';

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
  /** Parts of belief spans not covered by a real hold of the same worker and token. */
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
  const pauses: PauseSpan[] = [];
  const crashes: { worker: string; at: number }[] = [];
  const events: TimelineEvent[] = [];
  const tables = new Set<string>();
  const lastStepOf = new Map<string, number>();
  for (const s of steps) lastStepOf.set(s.actor, s.at);

  let prevTables = trace.initial;
  let open: HoldSpan | null = null;
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
    if (h && !open) {
      open = {
        worker: h.worker,
        token: h.token,
        generation: h.generation,
        from: h.grantedAt,
        to: h.leaseUntil,
        end: 'open',
      };
      holds.push(open);
    } else if (h && open) open.to = h.leaseUntil;

    if (s.do === 'claim' && s.outcome === 'granted') {
      const last = beliefs.findLast((b) => b.worker === s.actor);
      if (last && last.to > s.at) last.to = s.at;
      beliefs.push({
        worker: s.actor,
        token: s.token,
        from: s.at,
        to: Math.max(lastStepOf.get(s.actor) ?? s.at, own(s.beliefs, s.actor)?.leaseUntil ?? s.at),
        leaseUntil: own(s.beliefs, s.actor)?.leaseUntil ?? s.at,
      });
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
    stale: staleSpans(beliefs, holds),
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

/** Each belief span minus the real holds of the same worker and token. */
function staleSpans(beliefs: BeliefSpan[], holds: HoldSpan[]): StaleSpan[] {
  const out: StaleSpan[] = [];
  for (const b of beliefs) {
    const mine = holds
      .filter((h) => h.worker === b.worker && h.token === b.token && h.to > b.from && h.from < b.to)
      .sort((x, y) => x.from - y.from);
    let from = b.from;
    let cause: StaleSpan['cause'] = 'never';
    for (const h of mine) {
      if (h.from > from) out.push({ worker: b.worker, token: b.token, from, to: h.from, cause });
      from = Math.max(from, h.to);
      cause = h.end === 'open' ? 'expired' : h.end;
    }
    if (from < b.to) out.push({ worker: b.worker, token: b.token, from, to: b.to, cause });
  }
  return out;
}

function sameRows(a: SqlValue[][], b: SqlValue[][]): boolean {
  return a.length === b.length && a.every((row, r) => row.every((v, c) => v === b[r]?.[c]));
}
