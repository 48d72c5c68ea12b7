// A zod type for mappings keyed by names (actions, workers): every name is kept, `__proto__`
// included, in the order the file wrote them. Pure.
import { z } from 'zod';
import { dict } from './names';

/**
 * Set by the YAML reader on each mapping it reads: its keys in file order. JavaScript objects list
 * integer-like keys first ("2" before "B"), so the order would otherwise be lost.
 */
export const KEY_ORDER: unique symbol = Symbol('fencelab.keyOrder');

/** A mapping's keys in the order its file wrote them (else in the object's own order). */
export function keysInOrder(mapping: object): string[] {
  const order = (mapping as { [KEY_ORDER]?: unknown })[KEY_ORDER];
  return Array.isArray(order) ? order.map(String) : Object.keys(mapping);
}

/** What a name record parses to: the values by name (no prototype), and the names in order. */
export interface Named<T> {
  values: Record<string, T>;
  order: string[];
}

/**
 * Like z.record(z.string(), value), but keeps every key: zod's record drops a `__proto__` key,
 * which is a name like any other in a scenario. Each value's issues carry its key in their path.
 */
export function nameRecord<T extends z.ZodType>(value: T, error: string) {
  return z.unknown().transform((input, ctx): Named<z.output<T>> => {
    const values = dict<z.output<T>>();
    if (input === null || typeof input !== 'object' || Array.isArray(input)) {
      ctx.addIssue({ code: 'custom', message: error });
      return { values, order: [] };
    }
    const order = keysInOrder(input);
    for (const key of order) {
      const r = value.safeParse((input as Record<string, unknown>)[key]);
      if (r.success) values[key] = r.data;
      else
        for (const issue of r.error.issues)
          ctx.addIssue({ ...issue, path: [key, ...issue.path] } as never);
    }
    return { values, order };
  });
}
