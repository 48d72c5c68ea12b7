import { useContext, useEffect } from 'react';
import { StoreContext } from '../state/useAppStore';
import { Workbench } from '../ui/Workbench';
import { openFromUrl } from './deepLink';
import { DEFAULT_EXAMPLE } from './examples';

/** How many times the playground has mounted: main.tsx opens the example for the first visit. */
let visits = 0;

/**
 * The playground. Coming back from another page (a lesson, a drill, the studio, whose timeline
 * the shared player may still show), it opens the example again, with the learner's draft.
 */
export function PlaygroundPage() {
  const store = useContext(StoreContext);
  useEffect(() => {
    if (!store) return;
    const { player } = store.getState();
    if (visits++ > 0 || player.status === 'idle') {
      store.getState().actions.closeLessonView();
      void openFromUrl(store, player.selected ?? DEFAULT_EXAMPLE);
    }
  }, [store]);
  return <Workbench />;
}
