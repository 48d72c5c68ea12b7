// The ground truth: who really holds the job, judged from observed outcomes, never from the SQL. Pure.
import { isWorker } from './actors';
import { dict, own } from './names';
import { staleness } from './staleness';
import { findingSentence, type FindingFacts } from './findings';
import type { Holding, Outcome, SqlValue, Violation, Warning } from './types';

interface Grant {
  worker: string;
  token: SqlValue;
  at: number;
}

/** The oracle's memory between steps. Treat as immutable: `judge` returns a new one. */
export interface Truth {
  holder: Holding | null;
  /** Every grant so far, in order; a grant's generation is its index + 1. */
  grants: Grant[];
  /** Generation of each worker's latest grant. */
  generationOf: Record<string, number>;
  /** The accepted recover that ended the latest grant, if one did. */
  recoveredAt: number | null;
  cancelledAt: number | null;
  /** The highest numeric token granted so far (exact, a bigint past 2^53). */
  maxToken: number | bigint | null;
}

export const INITIAL_TRUTH: Truth = {
  holder: null,
  grants: [],
  generationOf: {},
  recoveredAt: null,
  cancelledAt: null,
  maxToken: null,
};

/** One step as the oracle sees it. */
export interface Observation {
  i: number;
  at: number;
  actor: string;
  do: string;
  outcome: Outcome | null;
  /** For a claim, the granted token; otherwise the token presented. */
  token: SqlValue;
  ttl: number;
  /**
   * The scenario's appendOnly tables the step added rows to, when adding rows to them is all it
   * changed (measured by the step kernel); null or absent when it changed anything else, or was
   * not measured. Only an accepted step that would otherwise be judged is measured.
   */
  appendedTo?: readonly string[] | null;
}

/**
 * Applies the contract's four rules to one observed step. Returns the new truth and the
 * violations and warnings the step caused, each explained in one plain sentence.
 *
 * A worker's accepted step that only added rows to appendOnly tables (`o.appendedTo`) is not
 * held to `stale-write`, `write-after-cancel` or `lapsed-lease`: no reader reaches a new version
 * until a holder publishes it, so where one of those would apply it is an `orphan-version`
 * warning instead. The new truth never depends on `appendedTo`, so a replay of outcomes alone
 * (the brute-force reference, the drills) keeps the same record of the holder.
 */
export function judge(
  truth: Truth,
  o: Observation,
): { truth: Truth; violations: Violation[]; warnings: Warning[] } {
  const violations: Violation[] = [];
  const warnings: Warning[] = [];
  let next = truth;

  if (o.do === 'claim' && o.outcome === 'granted') {
    const h = truth.holder;
    if (h && h.worker !== o.actor && h.leaseUntil > o.at) {
      flag(violations, o, 'double-grant', {
        kind: 'double-grant',
        ...stepOf(o),
        holder: h.worker,
        holderToken: h.token,
        until: h.leaseUntil,
      });
    }
    let maxToken = truth.maxToken;
    if (typeof o.token === 'number' || typeof o.token === 'bigint') {
      if (maxToken !== null && o.token <= maxToken) {
        flag(violations, o, 'token-regression', {
          kind: 'token-regression',
          ...stepOf(o),
          maxToken,
        });
      }
      if (maxToken === null || o.token > maxToken) maxToken = o.token;
    }
    const generation = truth.grants.length + 1;
    next = {
      ...truth,
      holder: {
        worker: o.actor,
        generation,
        token: o.token,
        grantedAt: o.at,
        leaseUntil: o.at + o.ttl,
      },
      grants: [...truth.grants, { worker: o.actor, token: o.token, at: o.at }],
      generationOf: withGeneration(truth.generationOf, o.actor, generation),
      recoveredAt: null,
      maxToken,
    };
  } else if (o.outcome === 'accepted') {
    if (isWorker(o.actor) && o.do !== 'read') {
      const why = staleReason(truth, o);
      const lapsed = lapsedReason(truth, o);
      const cancelled: FindingFacts | null =
        truth.cancelledAt === null
          ? null
          : { kind: 'write-after-cancel', ...stepOf(o), cancelledAt: truth.cancelledAt };
      const instead = why ?? cancelled ?? lapsed;
      if (instead && o.appendedTo && o.appendedTo.length > 0) {
        warn(warnings, o, 'orphan-version', {
          kind: 'orphan-version',
          ...stepOf(o),
          tables: [...o.appendedTo],
          instead,
        });
      } else {
        if (why) flag(violations, o, 'stale-write', why);
        if (lapsed) warn(warnings, o, 'lapsed-lease', lapsed);
        if (cancelled) flag(violations, o, 'write-after-cancel', cancelled);
      }
      const h = truth.holder;
      if (o.do === 'renew' && !why && h) {
        next = { ...truth, holder: { ...h, leaseUntil: o.at + o.ttl } };
      }
    } else if (o.do === 'recover') {
      next = { ...truth, holder: null, recoveredAt: o.at };
    } else if (o.do === 'cancel' && truth.cancelledAt === null) {
      next = { ...truth, cancelledAt: o.at };
    }
  }
  return { truth: next, violations, warnings };
}

/**
 * Whether an accepted step of `actor` (a worker, doing neither a claim nor a read) at tick `at`
 * would be judged at all: a violation or a warning. False only for the holder within its lease,
 * with no cancel accepted. The step kernel measures what a step appended only when this is true.
 */
export function mayBeJudged(truth: Truth, actor: string, at: number): boolean {
  if (truth.cancelledAt !== null) return true;
  return staleness(own(truth.generationOf, actor) ?? null, truth.holder, at) !== null;
}

/**
 * Why an accepted step of the current holder is a lapsed-lease warning (its lease ran out and no
 * newer grant exists yet), or null when it is not.
 */
function lapsedReason(truth: Truth, o: Observation): FindingFacts | null {
  const h = truth.holder;
  const cause = staleness(own(truth.generationOf, o.actor) ?? null, h, o.at);
  if (cause !== 'expired' || !h) return null;
  return { kind: 'lapsed-lease', ...stepOf(o), leaseUntil: h.leaseUntil };
}

/**
 * Why an accepted step of this worker is a stale write, or null when it is the current holder (a
 * holder past its lease end is not: that is the contract's lapsed-lease warning).
 */
function staleReason(truth: Truth, o: Observation): FindingFacts | null {
  const h = truth.holder;
  const cause = staleness(own(truth.generationOf, o.actor) ?? null, h, o.at);
  if (cause === null || cause === 'expired') return null;
  const step = stepOf(o);
  if (cause === 'never') return { kind: 'stale-never', ...step };
  if (cause === 'takeover' && h)
    return {
      kind: 'stale-takeover',
      ...step,
      holder: h.worker,
      holderToken: h.token,
      grantedAt: h.grantedAt,
    };
  return { kind: 'stale-recovered', ...step, recoveredAt: truth.recoveredAt };
}

/** A copy of `generationOf` (a record with no prototype, see names.ts) with `worker`'s set. */
function withGeneration(
  generationOf: Readonly<Record<string, number>>,
  worker: string,
  generation: number,
): Record<string, number> {
  // A loop rather than Object.assign, which is slow on a record with no prototype.
  const out = dict<number>();
  for (const w of Object.keys(generationOf)) out[w] = generationOf[w] as number;
  out[worker] = generation;
  return out;
}

const stepOf = (o: Observation) => ({ actor: o.actor, do: o.do, at: o.at, token: o.token });

/** Adds the warning of `rule` at the observed step, with its sentence. */
function warn(out: Warning[], o: Observation, rule: Warning['rule'], facts: FindingFacts): void {
  out.push({ rule, step: o.i, message: findingSentence(facts), facts });
}

/** Adds the violation of `rule` at the observed step, with its sentence. */
function flag(
  out: Violation[],
  o: Observation,
  rule: Violation['rule'],
  facts: FindingFacts,
): void {
  out.push({ rule, step: o.i, message: findingSentence(facts), facts });
}
