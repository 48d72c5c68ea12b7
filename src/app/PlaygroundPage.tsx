import { useContext, useEffect } from 'react';
import { StoreContext, useAppStore } from '../state/useAppStore';
import { sameSource } from '../state/traceSource';
import { addressOf, useAddressText } from '../ui/navigation/navigation';
import { Workbench } from '../ui/Workbench';
import { keepStepInAddress } from '../ui/navigation/step';
import { playgroundAddress } from '../ui/navigation/playgroundAddress';
import { DEFAULT_EXAMPLE } from './examples';

/**
 * The playground. Its address says what it shows, on the first load and on every later move (a
 * link followed, back and forward, a share link pasted into this tab): `#s=…` a share link,
 * `?scenario=` an example, else the example it showed last, else the default one.
 */
export function PlaygroundPage() {
  const store = useContext(StoreContext);
  const address = addressOf(useAddressText());
  const wanted = playgroundAddress(address.search, address.hash);
  // The page writes the playhead into the address itself, so a new `step` alone is not a move.
  const moved = JSON.stringify(wanted.kind === 'link' ? wanted : { ...wanted, step: null });
  useEffect(() => {
    if (!store) return;
    const here = addressOf(window.location.href);
    const wanted = playgroundAddress(here.search, here.hash);
    const { playground, player, actions } = store.getState();
    const open = playground.open;
    const onScreen = open !== null && sameSource(player.source, open);
    if (wanted.kind === 'link') {
      if (!(open?.kind === 'link' && open.hash === wanted.hash && onScreen))
        void actions.openSharedLink(wanted.hash);
      return;
    }
    const last = open?.kind === 'example' ? open.name : null;
    const name = wanted.name ?? last ?? DEFAULT_EXAMPLE;
    const step = wanted.step ?? undefined;
    if (open?.kind === 'example' && open.name === name && onScreen) {
      if (step !== undefined && step !== player.step) actions.seek(step);
    } else void actions.openExample(name, step);
  }, [store, moved]);

  // The playhead goes back into the address, so a copied link opens at the same step.
  const step = useAppStore((s) => (s.player.source?.kind === 'example' ? s.player.step : null));
  useEffect(() => {
    if (step !== null) keepStepInAddress(step);
  }, [step]);

  return <Workbench />;
}
