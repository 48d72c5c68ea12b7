// A saved part that is a record of entries (one per example, lesson or draft), loaded entry by
// entry when the part as a whole fails its check: nothing but the bad entries is set aside.
import { isPlainObject, type Shape } from '../content/files/shape';

/** Which field of a part holds its entries, how each is checked, and how some are named. */
export interface PartEntries<F extends string = string> {
  field: F;
  schema: Shape<unknown>;
  label(n: number): string;
}

/**
 * A failed part whose only fault is some entries of its record: the part without them (checked
 * with the part's `schema`), and them (as `{ <field>: { <key>: <entry> } }`, to keep aside);
 * null when the fault is elsewhere.
 */
export function salvage(
  entries: PartEntries,
  schema: Shape<unknown>,
  saved: unknown,
): { kept: unknown; bad: unknown; label: string } | null {
  if (!isPlainObject(saved)) return null;
  const all = saved[entries.field];
  if (!isPlainObject(all)) return null;
  const good: Record<string, unknown> = {};
  const bad: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(all)) {
    if (entries.schema.safeParse(v).success) good[k] = v;
    else bad[k] = v;
  }
  const n = Object.keys(bad).length;
  if (n === 0) return null;
  const r = schema.safeParse({ ...saved, [entries.field]: good });
  return r.success
    ? { kept: r.data, bad: { [entries.field]: bad }, label: entries.label(n) }
    : null;
}
