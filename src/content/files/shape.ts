// The checks saved data and kept files go through: what a value must look like, and the first
// place it does not, with a message that says what was expected. Written here rather than taken
// from zod because they run as the store loads, on every first visit: zod/mini with its core was
// 22 KB gzip of the first page, this is about one. The scenario and lesson formats keep full zod
// (they load with the studio and the checker, not on a first visit).

/** Where in the value: keys and array indexes, outermost first. */
export type ShapePath = (string | number)[];

/** What is wrong, in zod's words so that messages read as they did: a code and a sentence. */
export interface ShapeIssue {
  path: ShapePath;
  code: 'invalid_type' | 'invalid_value' | 'too_small' | 'too_big' | 'unrecognized_keys';
  message: string;
}

export type ShapeResult<T> =
  { success: true; data: T } | { success: false; error: { issues: ShapeIssue[] } };

/** A check of one value; `read` returns the value (with defaults filled in) or throws. */
export interface Shape<T> {
  read(value: unknown, path: ShapePath): T;
  safeParse(value: unknown): ShapeResult<T>;
}

/** The type a shape reads. */
export type Infer<S> = S extends Shape<infer T> ? T : never;

class ShapeError extends Error {
  constructor(readonly issue: ShapeIssue) {
    super(issue.message);
  }
}

function fail(path: ShapePath, code: ShapeIssue['code'], message: string): never {
  throw new ShapeError({ path: [...path], code, message });
}

function shape<T>(read: (value: unknown, path: ShapePath) => T): Shape<T> {
  return {
    read,
    safeParse(value) {
      try {
        return { success: true, data: read(value, []) };
      } catch (e) {
        if (e instanceof ShapeError) return { success: false, error: { issues: [e.issue] } };
        throw e;
      }
    },
  };
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}

function typed<T>(expected: string, ok: (value: unknown) => boolean): Shape<T> {
  return shape((value, path) => {
    if (!ok(value))
      fail(path, 'invalid_type', `Invalid input: expected ${expected}, received ${kindOf(value)}`);
    return value as T;
  });
}

export const string = (): Shape<string> => typed('string', (v) => typeof v === 'string');
export const boolean = (): Shape<boolean> => typed('boolean', (v) => typeof v === 'boolean');
export const number = (): Shape<number> =>
  typed('number', (v) => typeof v === 'number' && Number.isFinite(v));

/** A whole number, optionally within [min, max]. */
export function int(bounds: { min?: number; max?: number } = {}): Shape<number> {
  const whole = typed<number>('int', (v) => Number.isSafeInteger(v));
  return shape((value, path) => {
    const n = whole.read(value, path);
    if (bounds.min !== undefined && n < bounds.min)
      fail(path, 'too_small', `Too small: expected number to be >=${bounds.min}`);
    if (bounds.max !== undefined && n > bounds.max)
      fail(path, 'too_big', `Too big: expected number to be <=${bounds.max}`);
    return n;
  });
}

const shown = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v));

/** Exactly this value. */
export function literal<const T extends string | number>(expected: T): Shape<T> {
  return shape((value, path) => {
    if (value !== expected)
      fail(path, 'invalid_value', `Invalid input: expected ${shown(expected)}`);
    return expected;
  });
}

/** One of these values. */
export function oneOf<const T extends string>(options: readonly T[]): Shape<T> {
  return shape((value, path) => {
    if (!options.includes(value as T))
      fail(
        path,
        'invalid_value',
        `Invalid option: expected one of ${options.map(shown).join('|')}`,
      );
    return value as T;
  });
}

export function nullable<T>(inner: Shape<T>): Shape<T | null> {
  return shape((value, path) => (value === null ? null : inner.read(value, path)));
}

/** `fallback()` when the value is missing (a new copy each time: defaults are never shared). */
export function withDefault<T>(inner: Shape<T>, fallback: () => NoInfer<T>): Shape<T> {
  return shape((value, path) => (value === undefined ? fallback() : inner.read(value, path)));
}

export function array<T>(item: Shape<T>): Shape<T[]> {
  const list = typed<unknown[]>('array', Array.isArray);
  return shape((value, path) => list.read(value, path).map((v, i) => item.read(v, [...path, i])));
}

/** An object that is not an array (nor null): what JSON calls an object. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object used as a map: any string key, each value checked. */
export function record<T>(item: Shape<T>): Shape<Record<string, T>> {
  const obj = typed<Record<string, unknown>>('record', isPlainObject);
  // fromEntries defines each key as data, so a saved "__proto__" key stays a key.
  return shape((value, path) =>
    Object.fromEntries(
      Object.entries(obj.read(value, path)).map(([k, v]) => [k, item.read(v, [...path, k])]),
    ),
  );
}

type Fields = Record<string, Shape<unknown>>;
export type ObjectOf<F extends Fields> = { [K in keyof F]: Infer<F[K]> };

/** A shape of an object whose fields can be reused (`extend`, or one field's shape). */
export interface ObjectShape<F extends Fields> extends Shape<ObjectOf<F>> {
  fields: F;
}

/** An object with exactly these fields: a key not named is an error, as a missing one is. */
export function strictObject<F extends Fields>(fields: F): ObjectShape<F> {
  const obj = typed<Record<string, unknown>>('object', isPlainObject);
  const checked = shape((value, path) => {
    const given = obj.read(value, path);
    const extra = Object.keys(given).filter((k) => !Object.hasOwn(fields, k));
    if (extra.length > 0)
      fail(
        path,
        'unrecognized_keys',
        `Unrecognized key${extra.length > 1 ? 's' : ''}: ${extra.map(shown).join(', ')}`,
      );
    const out: Record<string, unknown> = {};
    for (const [k, field] of Object.entries(fields)) {
      const v = field.read(given[k], [...path, k]);
      if (v !== undefined) out[k] = v;
    }
    return out as ObjectOf<F>;
  });
  return { ...checked, fields };
}

/** The object's fields and some more (a field named again is replaced). */
export function extend<F extends Fields, G extends Fields>(
  base: ObjectShape<F>,
  more: G,
): ObjectShape<Omit<F, keyof G> & G> {
  return strictObject({ ...base.fields, ...more } as Omit<F, keyof G> & G);
}
