// The one effect by which every page follows its address: the route table's `intent` of the
// address, opened through the store whenever its key changes (routeTable.tsx).
import { useContext, useEffect, useRef } from 'react';
import { StoreContext } from '../state/useAppStore';
import { addressOf, useAddressText } from '../ui/navigation/navigation';
import { pathOf, type Route } from '../ui/navigation/routes';
import { entryOf } from './routeTable';

export function useOpenRoute(route: Route): void {
  const store = useContext(StoreContext);
  const href = useAddressText();
  const entry = entryOf(route);
  const intent = entry.intent?.(route, addressOf(href), href) ?? null;
  const path = pathOf(route);
  const key =
    intent === null || !entry.open
      ? null
      : JSON.stringify([path, entry.key ? entry.key(intent) : intent]);
  /** The page whose intent was opened last: a move within it is a later one. */
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) {
      last.current = null;
      return;
    }
    if (!store || intent === null) return;
    const later = last.current === path;
    last.current = path;
    // The intent of the render whose key changed (this effect runs for that render).
    entry.open?.(store, intent, later);
    // `key` names the route, its path and the intent: nothing else makes this a new move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);
}
