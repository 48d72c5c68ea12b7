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
}

/**
 * Applies the contract's four rules to one observed step. Returns the new truth and the
 * violations the step caused, each explained in one plain sentence.
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
      if (why) flag(violations, o, 'stale-write', why);
      const lapsed = lapsedReason(truth, o);
      if (lapsed)
        warnings.push({
          rule: 'lapsed-lease',
          step: o.i,
          message: findingSentence(lapsed),
          facts: lapsed,
        });
      if (truth.cancelledAt !== null) {
        flag(violations, o, 'write-after-cancel', {
          kind: 'write-after-cancel',
          ...stepOf(o),
          cancelledAt: truth.cancelledAt,
        });
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

/** Adds the violation of `rule` at the observed step, with its sentence. */
function flag(
  out: Violation[],
  o: Observation,
  rule: Violation['rule'],
  facts: FindingFacts,
): void {
  out.push({ rule, step: o.i, message: findingSentence(facts), facts });
}
