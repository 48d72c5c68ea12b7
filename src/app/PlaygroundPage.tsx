import { useContext, useEffect } from 'react';
import { StoreContext } from '../state/useAppStore';
import { Workbench } from '../ui/Workbench';
import { lastOpenedExample, openFromUrl } from './deepLink';
import { DEFAULT_EXAMPLE } from './examples';
import { previousPath } from './navigation';

/**
 * The playground. main.tsx opens the example (or a share link) on the first page load; coming back
 * from another page (a lesson, a drill, the studio, whose timeline the shared player may still
 * show), it opens the example again, with the learner's draft.
 */
export function PlaygroundPage() {
  const store = useContext(StoreContext);
  useEffect(() => {
    if (!store) return;
    const { player } = store.getState();
    const cameBack = previousPath() !== null && previousPath() !== '/';
    if (cameBack || player.status === 'idle') {
      store.getState().actions.closeLessonView();
      void openFromUrl(store, player.selected ?? lastOpenedExample() ?? DEFAULT_EXAMPLE);
    }
  }, [store]);
  return <Workbench />;
}
