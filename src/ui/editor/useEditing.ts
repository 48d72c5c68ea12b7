// When an editor is Monaco and when it is the read-only code view (CodeView.tsx). Monaco is most of
// the app's weight, so a page shows the view until the learner starts editing. The rule:
//
// - The view until editing starts: a click in the code, Enter or a typed key in it, its Edit button.
// - Monaco at once when the address opens the editor directly: the studio (`/studio`, an
//   authoring tool whose every use is editing), or any page with `?edit=1`.
// - Monaco at once in a tab that has already loaded it (sessionStorage): the learner paid for it
//   there, so a reload or the next lesson does not ask again. A first visit never has this.
import { useCallback, useEffect, useState } from 'react';
import { addressOf, useAddressText } from '../navigation/navigation';
import { routeOf } from '../navigation/routes';
import type { EditStart } from './CodeView';

const LOADED_IN_TAB = 'fencelab-editor-loaded';

/** True when the address itself opens editors: the studio, or `?edit=1`. */
export function addressOpensEditor(address: string): boolean {
  const { path, search } = addressOf(address);
  return routeOf(path).page === 'studio' || search.get('edit') === '1';
}

function loadedInThisTab(): boolean {
  try {
    return sessionStorage.getItem(LOADED_IN_TAB) === '1';
  } catch {
    return false; // storage refused: ask again, which costs only a click
  }
}

function rememberLoaded(): void {
  try {
    sessionStorage.setItem(LOADED_IN_TAB, '1');
  } catch {
    // storage refused: the next page shows the view again
  }
}

export interface Editing {
  /** True once the editor (Monaco) is to be shown. */
  editing: boolean;
  /** Where the learner started editing (null when the editor opened by itself). */
  start: EditStart | null;
  startEditing(at: EditStart): void;
}

/** Whether this editor is Monaco yet, by the rule above; once it is, it stays. */
export function useEditing(): Editing {
  const atOnce = addressOpensEditor(useAddressText());
  const [opened, setOpened] = useState(() => atOnce || loadedInThisTab());
  const [start, setStart] = useState<EditStart | null>(null);
  // An address that opens the editor opens it for good: the next move does not close it.
  if (atOnce && !opened) setOpened(true);
  const editing = opened || start !== null;
  useEffect(() => {
    if (editing) rememberLoaded();
  }, [editing]);
  const startEditing = useCallback((at: EditStart) => setStart((s) => s ?? at), []);
  return { editing, start, startEditing };
}
