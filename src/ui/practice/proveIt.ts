// "Prove it": open the scenario that demonstrates a key point in the player — an example in the
// playground, or a lesson's scenario on its lesson page.
import { useContext } from 'react';
import { navigate } from '../../app/navigation';
import { parseScenarioRef } from '../../content/question';
import { StoreContext } from '../../state/useAppStore';

/** Where a reference opens: the address, and a short description for the button. */
export function proveItTarget(ref: string): { href: string; where: string } {
  const r = parseScenarioRef(ref);
  return r.kind === 'example'
    ? { href: `/?scenario=${encodeURIComponent(r.name)}`, where: `example “${r.name}”` }
    : { href: `/lessons/${r.lesson}`, where: `lesson “${r.lesson}”, timeline “${r.scenario}”` };
}

/** Opens a key point's scenario. For a lesson, it waits for the lesson page to open, then shows it. */
export function useProveIt(): (ref: string) => void {
  const store = useContext(StoreContext);
  return (ref) => {
    if (!store) return;
    const r = parseScenarioRef(ref);
    navigate(proveItTarget(ref).href);
    const { actions } = store.getState();
    if (r.kind === 'example') {
      void actions.openExample(r.name);
      return;
    }
    // WARNING: the lesson page opens its lesson on its first timeline when it mounts; switching
    // before that would be undone, so wait until the lesson shows a timeline of its own.
    const ready = () => {
      const { lesson } = store.getState();
      return lesson.openId === r.lesson && lesson.lesson !== null && lesson.view !== null;
    };
    const show = () => void store.getState().actions.showScenario(r.scenario, false);
    if (ready() && store.getState().lesson.view?.scenario === r.scenario) return;
    const stop = store.subscribe(() => {
      if (!ready()) return;
      stop();
      show();
    });
  };
}
