// The drill named by the address (`?seed=N&level=K` or `?bank=name`), kept in step with history.
import { useCallback, useEffect, useState } from 'react';
import { navigate } from '../navigation/navigation';
import { drillFromQuery, MAX_SEED, queryOfDrill, type DrillSource } from '../../content/practice/drills';
import type { DrillLevel } from '../../engine/drillGenerator';

/** A fresh seed for "New drill"; the drill itself stays reproducible from the seed in the URL. */
export function freshSeed(): number {
  return Math.floor(Math.random() * MAX_SEED);
}

export function freshDrill(level: DrillLevel): DrillSource {
  return { kind: 'generated', seed: freshSeed(), level };
}

/** The drill in the address (a new one is put there when it names none) and a way to go to another. */
export function useDrillAddress(): [DrillSource, (d: DrillSource) => void] {
  const [source, setSource] = useState<DrillSource>(
    () => drillFromQuery(window.location.search) ?? freshDrill(1),
  );
  useEffect(() => {
    if (!drillFromQuery(window.location.search)) {
      window.history.replaceState(null, '', window.location.pathname + queryOfDrill(source));
    }
    const onPop = () => {
      const d = drillFromQuery(window.location.search);
      if (d) setSource(d);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [source]);
  const go = useCallback((d: DrillSource) => {
    navigate(window.location.pathname + queryOfDrill(d));
    setSource(d);
  }, []);
  return [source, go];
}
