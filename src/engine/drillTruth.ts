// The truth of a spot-the-stale-write drill, from the engine's own oracle. Pure.
import { INITIAL_TRUTH, judge, type Truth } from './oracle';
import { isWorker } from './actors';
import type { Outcome, SqlValue, Trace } from './types';

/**
 * Actions the candidate is not asked about. A renewal is asked about: an old owner's renewal
 * after a takeover is a stale write like any other.
 */
const NOT_WRITES = new Set(['claim', 'read', 'pause', 'crash']);

/** The verdict on one write of a drill. */
export interface WriteTruth {
  /** Run-order index of the step. */
  step: number;
  at: number;
  actor: string;
  do: string;
  /** True when accepting this write would break a rule of the oracle. */
  mustReject: boolean;
  /** One plain sentence: the oracle's own message (as "would be accepted"), or why accepting it is safe. */
  reason: string;
  /** What the scenario's SQL actually did. */
  outcome: Outcome | null;
}

/** True for a step the candidate judges: a worker's write or renewal (anything but claim, read, pause, crash). */
export function isDrillWrite(step: { actor: string; do: string }): boolean {
  return isWorker(step.actor) && !NOT_WRITES.has(step.do);
}

const tokenText = (t: SqlValue) => (t === null ? 'no token' : `token ${String(t)}`);

/**
 * Which writes of a run must be rejected, and why. The engine's oracle replays the observed
 * outcomes up to each write and is then asked: "had this write been accepted, would it be a
 * violation (stale-write or write-after-cancel)?" The answer does not depend on the SQL the
 * scenario uses, only on who really held the job, so it is the truth whatever the SQL did.
 */
export function drillTruth(trace: Trace, ttl: number): WriteTruth[] {
  let truth: Truth = INITIAL_TRUTH;
  const out: WriteTruth[] = [];
  for (const s of trace.steps) {
    const obs = {
      i: s.i,
      at: s.at,
      actor: s.actor,
      do: s.do,
      outcome: s.outcome,
      token: s.token,
      ttl,
    };
    if (isDrillWrite(s) && s.outcome !== null) {
      const probe = judge(truth, { ...obs, outcome: 'accepted' });
      const v = probe.violations[0];
      out.push({
        step: s.i,
        at: s.at,
        actor: s.actor,
        do: s.do,
        mustReject: v !== undefined,
        reason: v
          ? v.message.replace(' was accepted ', ' would be accepted ')
          : safeReason(truth, s.actor, s.do, s.at, s.token, s.outcome),
        outcome: s.outcome,
      });
    }
    truth = judge(truth, obs).truth;
  }
  return out;
}

function safeReason(
  truth: Truth,
  actor: string,
  doing: string,
  at: number,
  token: SqlValue,
  outcome: Outcome,
): string {
  const h = truth.holder;
  const held = h
    ? `${actor} still holds the newest grant (${tokenText(h.token)})`
    : `${actor} holds the job`;
  const tail =
    outcome === 'accepted'
      ? 'so accepting it breaks no rule.'
      : `so accepting it would break no rule, though this SQL ${outcome === 'error' ? 'raised an error' : 'rejected it'} (the lease ${h && h.leaseUntil <= at ? `ran out at t=${h.leaseUntil}` : 'checks failed'}).`;
  return `${actor}'s ${doing} with ${tokenText(token)} at t=${at}: ${held} and nothing cancelled it, ${tail}`;
}
