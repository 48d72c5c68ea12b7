// The truth of a spot-the-stale-write drill, from the engine's own oracle. Pure.
import { INITIAL_TRUTH, judge, type Truth } from './oracle';
import { isWorker } from './actors';
import type { FindingFacts } from './findings';
import type { Outcome, SqlValue, Trace } from './types';

/**
 * Actions the candidate is not asked about. A renewal is asked about: an old owner's renewal
 * after a takeover is a stale write like any other.
 */
const NOT_WRITES = new Set(['claim', 'read', 'pause', 'crash']);

/** Why accepting a write is fine, as facts: the write, who holds the job, what the SQL did. */
export interface SafeWriteFacts {
  actor: string;
  do: string;
  at: number;
  /** The token the write presented. */
  token: SqlValue;
  /**
   * The newest grant's token when the engine's record has a holder (then the writer: "still
   * holds the newest grant"); null when it has none ("holds the job").
   */
  holder: { token: SqlValue } | null;
  /** What this SQL did with the write. */
  outcome: Outcome;
}

/**
 * What `reason` is worded from: the facts of the finding accepting the write would be (a
 * violation or the lapsed-lease warning, said as "would be accepted"), or why accepting it is safe.
 */
export type WriteReason =
  { kind: 'finding'; finding: FindingFacts } | ({ kind: 'safe' } & SafeWriteFacts);

/** The verdict on one write of a drill. */
export interface WriteTruth {
  /** Run-order index of the step. */
  step: number;
  at: number;
  actor: string;
  do: string;
  /**
   * True when accepting this write would break a rule of the oracle, or would be the contract's
   * lapsed-lease warning (the holder writing after its lease ran out): the reference SQL refuses
   * both, and so do the lessons.
   */
  mustReject: boolean;
  /** Which of the two it would be; null when accepting it is fine. */
  why: 'violation' | 'lapsed-lease' | null;
  /** One plain sentence: the oracle's own message (as "would be accepted"), or why accepting it is safe. */
  reason: string;
  /** The facts of `reason`, for wording it in another language; null for a finding without facts. */
  facts: WriteReason | null;
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
 * violation (stale-write or write-after-cancel), or a lapsed-lease warning?" The answer does not
 * depend on the SQL the scenario uses, only on who really held the job and until when, so it is
 * the truth whatever the SQL did — and it agrees with the lessons: an expired lease must not
 * finish or renew.
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
      const found = probe.violations[0] ?? probe.warnings[0];
      const safe: SafeWriteFacts = {
        actor: s.actor,
        do: s.do,
        at: s.at,
        token: s.token,
        holder: truth.holder ? { token: truth.holder.token } : null,
        outcome: s.outcome,
      };
      out.push({
        step: s.i,
        at: s.at,
        actor: s.actor,
        do: s.do,
        mustReject: found !== undefined,
        why: probe.violations[0] ? 'violation' : probe.warnings[0] ? 'lapsed-lease' : null,
        reason: found ? wouldBeAccepted(found.message) : safeReason(safe),
        facts: !found
          ? { kind: 'safe', ...safe }
          : found.facts
            ? { kind: 'finding', finding: found.facts }
            : null,
        outcome: s.outcome,
      });
    }
    truth = judge(truth, obs).truth;
  }
  return out;
}

/** A finding's sentence said of a write not yet accepted: "was accepted" → "would be accepted". */
export const wouldBeAccepted = (message: string): string =>
  message.replace(' was accepted ', ' would be accepted ');

/** Why accepting a write is safe, in one English sentence. */
export function safeReason({
  actor,
  do: doing,
  at,
  token,
  holder: h,
  outcome,
}: SafeWriteFacts): string {
  const held = h
    ? `${actor} still holds the newest grant (${tokenText(h.token)})`
    : `${actor} holds the job`;
  const tail =
    outcome === 'accepted'
      ? 'so accepting it breaks no rule.'
      : `so accepting it would break no rule, though this SQL ${outcome === 'error' ? 'raised an error' : 'rejected it'}.`;
  return `${actor}'s ${doing} with ${tokenText(token)} at t=${at}: ${held} and nothing cancelled it, ${tail}`;
}
