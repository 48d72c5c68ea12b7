// Plain sentences for the step at the playhead: what happened, what the actor believed, what the
// engine's record says, and what stopped (or failed to stop) a stale worker. Pure but for the
// language: the sentences are the catalog's, in the page's language.
import { isWorker } from '../../../engine/actors';
import { own } from '../../../engine/names';
import { grantOf, staleness } from '../../../engine/staleness';
import { writeTarget } from '../../../engine/timeline';
import type { Holding, SqlValue, StepTrace, Trace } from '../../../engine/types';
import { t } from '../../../i18n/i18n';
import { formatValue } from '../formatValue';
import { beforeNarration, stepTitle, type Narration } from './narration';

export type { Narration };

/** A PostgreSQL `begin` with `isolation:` (src/pg/sessionSql.ts), and its level. */
const ISOLATION_BEGIN = /^BEGIN ISOLATION LEVEL ([A-Z ]+)$/;

const tokenText = (v: SqlValue) =>
  v === null ? t('player.explain.noToken') : t('player.explain.token', { token: formatValue(v) });

/** Why a worker's belief is not the truth before a step, or null when it is (or it has none). */
export function staleReason(trace: Trace, i: number): string | null {
  const s = trace.steps[i];
  const prev = trace.steps[i - 1];
  if (!s || !prev || !isWorker(s.actor)) return null;
  const h = prev.holder;
  const cause = staleness(grantOf(trace.steps, s.actor, i - 1), h, s.at);
  if (cause === null || cause === 'never') return null;
  if (cause === 'recovered' || !h) return t('player.stale.nobody');
  if (cause === 'expired') return t('player.stale.expired', { at: h.leaseUntil });
  return t('player.stale.other', {
    worker: h.worker,
    token: tokenText(h.token),
    since: h.grantedAt,
  });
}

/** Narrates step `i` of `trace`; -1 narrates the moment before the first step. */
export function explainStep(trace: Trace, i: number): Narration {
  const s = trace.steps[i];
  if (!s) return beforeNarration();
  const prev = trace.steps[i - 1];
  const title = stepTitle(s);
  const say = (sentences: string[], lesson: string | null = null): Narration => ({
    title,
    sentences,
    lesson,
    violations: s.violations,
  });

  if (s.do === 'pause') {
    const until = own(s.beliefs, s.actor)?.pausedUntil;
    return say([t('player.explain.pause', { actor: s.actor, until: String(until) })]);
  }
  if (s.do === 'crash') return say([t('player.explain.crash', { actor: s.actor })]);
  // PostgreSQL's `begin` and `end` (a scenario's own action of that name has other SQL).
  if (trace.engine === 'postgres' && s.outcome === 'ok' && s.do === 'begin' && s.sql === 'BEGIN')
    return say([t('player.explain.begin', { actor: s.actor })]);
  const level = ISOLATION_BEGIN.exec(s.sql ?? '')?.[1];
  if (trace.engine === 'postgres' && s.outcome === 'ok' && s.do === 'begin' && level)
    return say([t('player.explain.beginIsolation', { actor: s.actor, level })]);
  if (trace.engine === 'postgres' && s.outcome === 'ok' && s.do === 'end' && s.sql === 'COMMIT')
    return say([t('player.explain.end', { actor: s.actor })]);
  if (s.outcome === 'error') {
    const error = s.error ?? t('player.explain.unknownError');
    return say([t('player.explain.error', { actor: s.actor, action: s.do, error })]);
  }
  if (s.do === 'claim') return say(claimSentences(s, prev?.holder ?? null));
  if (s.do === 'read') {
    const n = s.results.reduce((k, r) => k + r.total, 0);
    return say([t('player.explain.read', { actor: s.actor, n })]);
  }
  return writeNarration(trace, i, say);
}

function claimSentences(s: StepTrace, before: Holding | null): string[] {
  const out: string[] = [];
  const other = before && before.worker !== s.actor ? before : null;
  if (s.outcome === 'granted') {
    if (other && other.leaseUntil <= s.at)
      out.push(t('player.explain.freed', { worker: other.worker, until: other.leaseUntil }));
    const until = own(s.beliefs, s.actor)?.leaseUntil;
    out.push(
      t('player.explain.granted', {
        actor: s.actor,
        token: tokenText(s.token),
        until: String(until),
      }),
    );
    if (other && other.leaseUntil > s.at)
      out.push(t('player.explain.twoHolders', { worker: other.worker, until: other.leaseUntil }));
  } else {
    out.push(
      other && other.leaseUntil > s.at
        ? t('player.explain.deniedLive', {
            actor: s.actor,
            worker: other.worker,
            until: other.leaseUntil,
          })
        : t('player.explain.deniedNoRow', { actor: s.actor }),
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
  const table = writeTarget(s) ?? t('player.explain.theDatabase');
  const stale = staleReason(trace, i);
  const out: string[] = [];
  if (stale) {
    const prevBeliefs = trace.steps[i - 1]?.beliefs;
    const b = prevBeliefs && own(prevBeliefs, s.actor);
    out.push(
      t('player.explain.stillBelieves', {
        actor: s.actor,
        token: tokenText(b?.token ?? null),
        until: String(b?.leaseUntil),
        why: stale,
      }),
    );
  }
  // A worker's write is told with its token; another actor's (a user, the scheduler) without.
  const withToken = isWorker(s.actor);
  const what = { actor: s.actor, action: s.do, token: tokenText(s.token), table, n: s.changes };
  if (s.outcome === 'rejected') {
    out.push(t(withToken ? 'player.explain.rejectedWith' : 'player.explain.rejected', what));
    const lesson = stale ? t('player.explain.lessonRejected', { actor: s.actor, table }) : null;
    return say(out, lesson);
  }
  out.push(t(withToken ? 'player.explain.acceptedWith' : 'player.explain.accepted', what));
  const lesson =
    stale && s.violations.length > 0 ? t('player.explain.lessonLanded', { table }) : null;
  return say(out, lesson);
}
