// Showing one of a lesson's timelines goes through the address, so a reload and a copied link
// bring it back; showing the one already in the address runs it again (after an edit). It is an
// in-page change: the address is replaced, never pushed (Back leaves the lesson), and nothing
// scrolls.
import { useCallback } from 'react';
import type { LessonSql } from '../../state/traceSource';
import { useActions } from '../../state/useAppStore';
import { replaceAddress } from '../navigation/navigation';
import { lessonHref, lessonViewOf, sqlOfView } from './lessonAddress';

/** Shows a timeline with the SQL asked for (null: the lesson's choice; see `showScenario`). */
export function useShowTimeline(
  lessonId: string,
): (timeline: string, sql: LessonSql | null) => void {
  const actions = useActions();
  return useCallback(
    (timeline, sql) => {
      const here = lessonViewOf(new URLSearchParams(window.location.search));
      const wanted = sqlOfView({ timeline, sql });
      // `?mine=1` and `?sql=mine` name the same view: the page would not hear a move between them.
      if (
        window.location.pathname === lessonHref(lessonId) &&
        here.timeline === timeline &&
        sqlOfView(here) === wanted
      )
        void actions.showScenario(timeline, wanted);
      else replaceAddress(lessonHref(lessonId, { timeline, sql: wanted }));
    },
    [actions, lessonId],
  );
}
