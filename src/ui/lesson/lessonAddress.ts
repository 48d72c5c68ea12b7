// A lesson's address: `/lessons/<id>?timeline=<id>&sql=starter|mine|solution&step=N` — which
// timeline the player shows, with which SQL, and the playhead. The lesson page reads it on every
// move. The older `mine=1` still means the learner's SQL.
import type { LessonSql } from '../../state/traceSource';
import { stepFromSearchParams, stepParam } from '../navigation/step';

const CHOSEN: readonly LessonSql[] = ['starter', 'mine', 'solution'];

export interface LessonView {
  /** The timeline (a scenario or an exercise variant id); null for the lesson's first. */
  timeline: string | null;
  /**
   * The SQL an exercise timeline runs with; null (or `written`) for the lesson's choice: the
   * starter until the learner has edited, then theirs. Other scenarios always run as written.
   */
  sql?: LessonSql | null;
  /** The older spelling of `sql: 'mine'`. */
  mine?: boolean;
  step?: number | null;
}

/** The SQL a view asks for, the older `mine` included; null when it asks for none. */
export function sqlOfView(view: LessonView): LessonSql | null {
  if (view.sql && CHOSEN.includes(view.sql)) return view.sql;
  return view.mine ? 'mine' : null;
}

export function lessonHref(id: string, view: LessonView = { timeline: null }): string {
  const q = new URLSearchParams();
  if (view.timeline !== null) q.set('timeline', view.timeline);
  const sql = sqlOfView(view);
  if (sql) q.set('sql', sql);
  const step = view.step === undefined || view.step === null ? null : stepParam(view.step);
  if (step !== null) q.set('step', step);
  const text = q.toString();
  return `/lessons/${id}${text ? `?${text}` : ''}`;
}

/** The view a lesson's query string asks for (`sql=` first, else `mine=1`). */
export function lessonViewOf(search: URLSearchParams): LessonView {
  const asked = search.get('sql');
  const sql = CHOSEN.find((c) => c === asked) ?? (search.get('mine') === '1' ? 'mine' : null);
  return { timeline: search.get('timeline') || null, sql, step: stepFromSearchParams(search) };
}
