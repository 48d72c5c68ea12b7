// The drill named by the address (`?seed=N&level=K` or `?bank=name`): the address is the one copy,
// read as every page reads it (in-app moves, back and forward), and a new drill is a new entry.
import { useCallback, useEffect, useMemo } from 'react';
import { addressOf, navigate, replaceAddress, useAddressText } from '../navigation/navigation';
import {
  drillFromQuery,
  MAX_SEED,
  queryOfDrill,
  type DrillSource,
} from '../../content/practice/drills';
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
  const address = useAddressText();
  const { path } = addressOf(address);
  // Keyed by the address text, so the drill is the same object until the address changes.
  const named = useMemo(() => drillFromQuery(addressOf(address).search.toString()), [address]);
  // An address that names no drill gets a fresh one, in place: the first render already shows it.
  const fresh = useMemo(() => freshDrill(1), []);
  const source = named ?? fresh;
  useEffect(() => {
    if (!named) replaceAddress(path + queryOfDrill(fresh));
  }, [named, path, fresh]);
  const go = useCallback((d: DrillSource) => navigate(path + queryOfDrill(d)), [path]);
  return [source, go];
}
