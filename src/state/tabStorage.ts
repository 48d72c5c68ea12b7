// The store's storage: zustand's JSON storage, made safe for two tabs and for damaged text. Every
// write first reads what is saved; when another tab wrote since this one last looked, the two are
// merged part by part (persistence.ts, tabMerge.ts) before anything is written, and the merge is
// shown in this tab too. Another tab's write, heard as a `storage` event, is merged the same way.
import { isPlainObject } from '../content/files/shape';
import type { PersistStorage, StateStorage, StorageValue } from 'zustand/middleware';
import { mergePersisted, type Persisted, type SetAside } from './persistence';
import { same } from './tabMerge';

export interface TabStorage extends PersistStorage<Persisted> {
  /** Another tab saved under `name`: merge what is saved there now into this tab's state. */
  otherTab(name: string): void;
}

export interface TabStorageHooks {
  /** The store's version: saved text of another version is not merged. */
  version: number;
  /** Text under the store's key that is not a saved snapshot (kept aside, read as nothing saved). */
  onCorrupt(text: string): void;
  /** A part another tab saved that fails its check (kept aside; this tab's is written). */
  keepAside(part: SetAside): void;
  /** What this tab holds now, as it would save it. */
  current(): Persisted;
  /** Puts a merged snapshot into this tab's state. */
  apply(saved: Persisted): void;
}

/** What the store writes: `{ state: { <part>: … }, version }`; anything else is damage. */
const isSnapshot = (v: unknown): v is StorageValue<Persisted> =>
  isPlainObject(v) && isPlainObject(v.state) && typeof v.version === 'number';

/** The storage, merging on every write and on every other tab's write. */
export function tabStorage(raw: StateStorage, hooks: TabStorageHooks): TabStorage {
  /** The snapshot as this tab last read or wrote it (the base of every merge), and its text. */
  let base: Persisted | null = null;
  let baseText: string | null = null;
  /** The saved snapshot, or null when the text is not one (not JSON, or JSON of another shape). */
  const parse = (text: string | null): StorageValue<Persisted> | null => {
    if (text === null) return null;
    try {
      const value: unknown = JSON.parse(text);
      return isSnapshot(value) ? value : null;
    } catch {
      return null;
    }
  };
  const merge = (mine: Persisted, theirs: Persisted): Persisted => {
    const { merged, setAside } = mergePersisted(base, mine, theirs);
    for (const p of setAside) hooks.keepAside(p);
    return merged;
  };
  return {
    getItem(name) {
      const text = raw.getItem(name) as string | null;
      if (text === null) return null;
      const value = parse(text);
      if (value === null) hooks.onCorrupt(text);
      else if (value.version === hooks.version) {
        base = value.state;
        baseText = text;
      }
      return value;
    },
    setItem(name, value) {
      // The store saves on every change: what is saved is read as text, and parsed only when
      // another tab has written since this one (the text is not this tab's last).
      const storedText = raw.getItem(name) as string | null;
      const moved = storedText !== baseText;
      const stored = moved ? parse(storedText) : null;
      const theirs = stored && stored.version === value.version ? stored.state : null;
      const state = theirs ? merge(value.state, theirs) : value.state;
      const text = JSON.stringify({ ...value, state });
      // Nothing new to say (this tab took another's write in): no write, so no echo to the others.
      const unchanged = text === storedText || (theirs !== null && same(theirs, state));
      if (!unchanged) void raw.setItem(name, text);
      base = state;
      baseText = unchanged ? storedText : text;
      // The other tab's work goes into this tab's state at once, before anything else is saved
      // from it (the write this makes finds nothing new, and stops there).
      if (theirs && !same(state, value.state)) hooks.apply(state);
    },
    removeItem: (name) => raw.removeItem(name),
    otherTab(name) {
      // The event may be late: what is saved now is what counts, and it may be this tab's own.
      const text = raw.getItem(name) as string | null;
      if (text === baseText) return;
      const theirs = parse(text);
      if (!theirs || theirs.version !== hooks.version || same(theirs.state, base)) return;
      const merged = merge(hooks.current(), theirs.state);
      base = theirs.state;
      baseText = text;
      hooks.apply(merged);
    },
  };
}
