// Showing one of a lesson's timelines goes through the address, so back and forward and a copied
// link bring it back; showing the one already in the address runs it again (after an edit).
import { useCallback } from 'react';
import { useActions } from '../../state/useAppStore';
import { navigate } from '../navigation/navigation';
import { lessonHref } from './lessonAddress';

export function useShowTimeline(lessonId: string): (timeline: string, mine: boolean) => void {
  const actions = useActions();
  return useCallback(
    (timeline, mine) => {
      const href = lessonHref(lessonId, { timeline, mine });
      if (window.location.pathname + window.location.search === href)
        void actions.showScenario(timeline, mine);
      else navigate(href);
    },
    [actions, lessonId],
  );
}
