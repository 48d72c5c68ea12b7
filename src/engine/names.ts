// Name-keyed records that any name can be a key of, `__proto__`, `constructor` and `toString`
// included. Pure.
//
// WARNING: on an ordinary object, `obj[name] = v` with name `__proto__` replaces the prototype and
// `obj.constructor` is always there, so every name-keyed record of the engine is made here (no
// prototype) and read through `own` (which also works on a record that crossed a worker boundary
// or JSON, where the prototype is back).

/** An empty record with no prototype, optionally filled from entries (later entries win). */
export function dict<T>(entries: Iterable<readonly [string, T]> = []): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const [k, v] of entries) out[k] = v;
  return out;
}

/** A copy of `record` with no prototype, and `key` set to `value` when given. */
export function withEntry<T>(record: Readonly<Record<string, T>>, key?: string, value?: T) {
  const out = Object.assign(Object.create(null) as Record<string, T>, record);
  if (key !== undefined) out[key] = value as T;
  return out;
}

/** The record's own value for `key`, never one inherited from Object.prototype. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
