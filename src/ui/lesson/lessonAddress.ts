// A lesson's address: `/lessons/<id>?timeline=<id>&mine=1&step=N` — which timeline the player
// shows, whether with the learner's SQL, and the playhead. The lesson page reads it on every move.
import { stepFromSearchParams } from '../navigation/step';

export interface LessonView {
  /** The timeline (a scenario or an exercise variant id); null for the lesson's first. */
  timeline: string | null;
  /** With the learner's SQL (the exercise's timelines) rather than as written. */
  mine: boolean;
  step?: number | null;
}

export function lessonHref(id: string, view: LessonView = { timeline: null, mine: false }): string {
  const q = new URLSearchParams();
  if (view.timeline !== null) q.set('timeline', view.timeline);
  if (view.mine) q.set('mine', '1');
  if (view.step !== undefined && view.step !== null && view.step >= 0)
    q.set('step', String(view.step));
  const text = q.toString();
  return `/lessons/${id}${text ? `?${text}` : ''}`;
}

/** The view a lesson's query string asks for. */
export function lessonViewOf(search: URLSearchParams): LessonView {
  return {
    timeline: search.get('timeline') || null,
    mine: search.get('mine') === '1',
    step: stepFromSearchParams(search),
  };
}
