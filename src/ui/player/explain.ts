// Plain sentences for the step at the playhead: what happened, what the actor believed, what the
// engine's record says, and what stopped (or failed to stop) a stale worker. Pure.
import { isWorker } from '../../engine/actors';
import { own } from '../../engine/names';
import { grantOf, staleness } from '../../engine/staleness';
import { writeTarget } from '../../engine/timeline';
import type { Holding, SqlValue, StepTrace, Trace, Violation } from '../../engine/types';
import { formatValue } from './formatValue';

export interface Narration {
  /** One line: time, actor, action and outcome. */
  title: string;
  sentences: string[];
  /** The sentence the step teaches, when it teaches one (shown emphasised). */
  lesson: string | null;
  violations: Violation[];
}

const tokenText = (t: SqlValue) => (t === null ? 'no token' : `token ${formatValue(t)}`);
const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;

/** Why a worker's belief is not the truth before a step, or null when it is (or it has none). */
export function staleReason(trace: Trace, i: number): string | null {
  const s = trace.steps[i];
  const prev = trace.steps[i - 1];
  if (!s || !prev || !isWorker(s.actor)) return null;
  const h = prev.holder;
  const cause = staleness(grantOf(trace.steps, s.actor, i - 1), h, s.at);
  if (cause === null || cause === 'never') return null;
  if (cause === 'recovered' || !h) return "by the engine's record nobody holds it any more";
  if (cause === 'expired') return `its lease ran out at t=${h.leaseUntil}`;
  return `by the engine's record ${h.worker} holds it (${tokenText(h.token)}, since t=${h.grantedAt})`;
}

/** Narrates step `i` of `trace`; -1 narrates the moment before the first step. */
export function explainStep(trace: Trace, i: number): Narration {
  const s = trace.steps[i];
  if (!s) {
    return {
      title: 'Before the first step',
      sentences: [
        'Nothing has run yet. Press Play (or Space) to watch the workers take turns with the lease, or → to go one step at a time.',
        'Each worker has two tracks: the lease it really holds, by the engine’s record (solid), and the lease it believes it holds (dashed). Red hatching marks where the two disagree.',
      ],
      lesson: null,
      violations: [],
    };
  }
  const prev = trace.steps[i - 1];
  const head = `t=${s.at} · ${s.actor} ${s.do}`;
  const title = s.outcome ? `${head} → ${s.outcome}` : head;
  const say = (sentences: string[], lesson: string | null = null): Narration => ({
    title,
    sentences,
    lesson,
    violations: s.violations,
  });

  if (s.do === 'pause') {
    const until = own(s.beliefs, s.actor)?.pausedUntil;
    return say([
      `${s.actor} pauses until t=${until} (a long garbage-collection pause, say). While paused it does nothing and notices nothing, not even its own lease running out.`,
    ]);
  }
  if (s.do === 'crash') return say([`${s.actor} crashes and never acts again.`]);
  if (s.outcome === 'error') {
    return say([
      `${s.actor}'s ${s.do} failed with an error: ${s.error ?? 'unknown error'}. Nothing changed; the rest of the timeline runs on the database as it was.`,
    ]);
  }
  if (s.do === 'claim') return say(claimSentences(s, prev?.holder ?? null));
  if (s.do === 'read') {
    const n = s.results.reduce((k, r) => k + r.total, 0);
    return say([`${s.actor} reads and gets ${rows(n)} back. Reading changes nothing.`]);
  }
  return writeNarration(trace, i, say);
}

function claimSentences(s: StepTrace, before: Holding | null): string[] {
  const out: string[] = [];
  const other = before && before.worker !== s.actor ? before : null;
  if (s.outcome === 'granted') {
    if (other && other.leaseUntil <= s.at)
      out.push(`${other.worker}'s lease ran out at t=${other.leaseUntil}, so the job is free.`);
    const until = own(s.beliefs, s.actor)?.leaseUntil;
    out.push(
      `${s.actor} claims the job and is granted ${tokenText(s.token)}; its lease runs until t=${until}.`,
    );
    if (other && other.leaseUntil > s.at)
      out.push(
        `But ${other.worker}'s lease is still live until t=${other.leaseUntil}: two workers now think they hold the job.`,
      );
  } else {
    out.push(
      other && other.leaseUntil > s.at
        ? `${s.actor} asks for the job and is denied: ${other.worker}'s lease is live until t=${other.leaseUntil}.`
        : `${s.actor} asks for the job and is denied: the claim matched no row.`,
    );
  }
  return out;
}

function writeNarration(
  trace: Trace,
  i: number,
  say: (sentences: string[], lesson?: string | null) => Narration,
): Narration {
  const s = trace.steps[i] as StepTrace;
  const table = writeTarget(s) ?? 'the database';
  const stale = staleReason(trace, i);
  const out: string[] = [];
  if (stale) {
    const prevBeliefs = trace.steps[i - 1]?.beliefs;
    const b = prevBeliefs && own(prevBeliefs, s.actor);
    out.push(
      `${s.actor} still believes it holds the lease (${tokenText(b?.token ?? null)}, until t=${b?.leaseUntil}), but ${stale}.`,
    );
  }
  const by = isWorker(s.actor) ? ` with ${tokenText(s.token)}` : '';
  if (s.outcome === 'rejected') {
    out.push(
      `${s.actor}'s ${s.do}${by} is rejected by ${table}: the statement's own check matched no row, so nothing changed.`,
    );
    const lesson = stale
      ? `Nothing told ${s.actor} that its lease was gone; the check inside ${table}, made in the same statement as the write, is what stopped it.`
      : null;
    return say(out, lesson);
  }
  out.push(`${s.actor}'s ${s.do}${by} is accepted by ${table}: ${rows(s.changes)} changed.`);
  const lesson =
    stale && s.violations.length > 0
      ? `Nothing in ${table} checked the token, so the stale write landed.`
      : null;
  return say(out, lesson);
}
