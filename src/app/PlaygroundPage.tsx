import { useContext, useEffect } from 'react';
import { StoreContext } from '../state/useAppStore';
import { Workbench } from '../ui/Workbench';
import { openFromUrl } from './deepLink';
import { DEFAULT_EXAMPLE } from './examples';

/**
 * The playground. main.tsx opens the example on a first visit; coming back from a lesson (whose
 * timeline the shared player still shows), it opens the example again.
 */
export function PlaygroundPage() {
  const store = useContext(StoreContext);
  useEffect(() => {
    if (!store) return;
    const { player, lesson } = store.getState();
    if (player.status === 'idle' || lesson.view !== null) {
      store.getState().actions.closeLessonView();
      void openFromUrl(store, player.selected ?? DEFAULT_EXAMPLE);
    }
  }, [store]);
  return <Workbench />;
}
