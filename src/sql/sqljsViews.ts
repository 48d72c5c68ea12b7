// The tables a step's record shows, read straight from SQLite, and read again after a unit only
// where SQLite's own compiled program could have written (see `writeTargets`).
import type { SqlValue, TableSnapshot } from '../engine/types';
import { TABLE_ROW_LIMIT, type ShownTable, type Stamp, type StateReader } from './sqljsState';

/** The shown tables as read at one stamp, and which of them units since then may have written. */
export interface Views {
  at: Stamp;
  tables: TableSnapshot[];
  /** The listing they were read from (the same object while the schema has not been listed again). */
  list: readonly ShownTable[];
  /** Labels of tables written since `at` (a superset of those that changed); null: any table. */
  dirty: Set<string> | null;
}

export const sameStamp = (a: Stamp, b: Stamp) => a.epoch === b.epoch && a.changes === b.changes;

/**
 * The shown tables at `now`. A table no unit since `views` could have written keeps its snapshot
 * object; one read again keeps its old object too when it reads the same, so the steps that
 * changed nothing in it share one.
 */
export function readViews(reader: StateReader, now: Stamp, views: Views | null): Views {
  const list = reader.shown(now);
  const keep = views && views.dirty !== null && views.list === list ? views.dirty : null;
  const old = views && !keep ? new Map(views.tables.map((t) => [t.name, t])) : null;
  const tables = list.map((t, k) => {
    const before = keep ? views?.tables[k] : old?.get(t.label);
    if (keep && before && !keep.has(t.label)) return before;
    const fresh = reader.view(now, t, TABLE_ROW_LIMIT);
    return before && sameTable(before, fresh) ? before : fresh;
  });
  return { at: now, tables, list, dirty: new Set() };
}

/** What a savepoint keeps of the views (the set copied: later units add to the live one). */
export function saveViews(views: Views | null): Views | null {
  return views && { ...views, dirty: views.dirty && new Set(views.dirty) };
}

/**
 * The views after a rollback to a savepoint that kept `saved` (the database is then the one it
 * was when the savepoint opened, at `opened`): current ones stand at the new stamp `now`.
 */
export function restoreViews(saved: Views | null, opened: Stamp, now: Stamp): Views | null {
  if (!saved) return null;
  if (sameStamp(saved.at, opened) && saved.dirty?.size === 0) return { ...saved, at: now };
  return saveViews(saved);
}

function sameTable(a: TableSnapshot, b: TableSnapshot): boolean {
  return (
    a.total === b.total &&
    a.columns.length === b.columns.length &&
    a.columns.every((c, k) => c === b.columns[k]) &&
    a.rows.length === b.rows.length &&
    a.rows.every((row, r) => row.every((v, c) => sameValue(v, b.rows[r]?.[c] ?? null)))
  );
}

function sameValue(a: SqlValue, b: SqlValue): boolean {
  if (a instanceof Uint8Array && b instanceof Uint8Array)
    return a.length === b.length && a.every((x, k) => x === b[k]);
  return a === b;
}
