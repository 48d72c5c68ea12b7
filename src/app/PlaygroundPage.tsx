import { useEffect } from 'react';
import { useAppStore } from '../state/useAppStore';
import { Workbench } from '../ui/Workbench';
import { keepStepInAddress } from '../ui/navigation/step';

/**
 * The playground. Its address says what it shows (`#s=…` a share link, `?scenario=` an example,
 * else the example it showed last, else the default one): the route table opens it
 * (routeTable.tsx); the page writes the playhead back.
 */
export function PlaygroundPage() {
  // The playhead goes back into the address, so a copied link opens at the same step.
  const step = useAppStore((s) => (s.player.source?.kind === 'example' ? s.player.step : null));
  useEffect(() => {
    if (step !== null) keepStepInAddress(step);
  }, [step]);

  return <Workbench />;
}
