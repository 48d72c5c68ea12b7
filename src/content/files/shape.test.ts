import { describe, expect, it } from 'vitest';
import * as z from './shape';

const issueOf = (s: z.Shape<unknown>, value: unknown) => {
  const r = s.safeParse(value);
  return r.success ? null : r.error.issues[0];
};

describe('shape', () => {
  it('takes values of the right kind and refuses others, saying what was expected', () => {
    expect(z.string().safeParse('a')).toEqual({ success: true, data: 'a' });
    expect(issueOf(z.string(), 3)).toEqual({
      path: [],
      code: 'invalid_type',
      message: 'Invalid input: expected string, received number',
    });
    expect(issueOf(z.number(), Number.NaN)?.message).toMatch(/received NaN/);
    expect(issueOf(z.number(), Number.POSITIVE_INFINITY)?.code).toBe('invalid_type');
    expect(issueOf(z.boolean(), null)?.message).toMatch(/expected boolean, received null/);
    expect(issueOf(z.int(), 1.5)?.message).toMatch(/expected int/);
  });

  it('holds whole numbers to their bounds', () => {
    const s = z.int({ min: 0, max: 3 });
    expect(s.safeParse(3)).toEqual({ success: true, data: 3 });
    expect(issueOf(s, -1)).toMatchObject({
      code: 'too_small',
      message: /expected number to be >=0/,
    });
    expect(issueOf(s, 4)).toMatchObject({ code: 'too_big', message: /expected number to be <=3/ });
  });

  it('names the options a value must be one of', () => {
    expect(issueOf(z.oneOf(['a', 'b']), 'c')?.message).toBe(
      'Invalid option: expected one of "a"|"b"',
    );
    expect(issueOf(z.literal(1), 2)?.message).toBe('Invalid input: expected 1');
  });

  it('gives the path of the first bad value, through objects, records and arrays', () => {
    const s = z.strictObject({ cards: z.record(z.strictObject({ due: z.array(z.number()) })) });
    expect(issueOf(s, { cards: { x: { due: [1, 'two'] } } })?.path).toEqual([
      'cards',
      'x',
      'due',
      1,
    ]);
    expect(issueOf(s, { cards: [] })).toMatchObject({ path: ['cards'], code: 'invalid_type' });
  });

  it('refuses a key the object does not name, and a missing one', () => {
    const s = z.strictObject({ a: z.string() });
    expect(issueOf(s, { a: 'x', b: 1 })).toMatchObject({
      code: 'unrecognized_keys',
      message: 'Unrecognized key: "b"',
    });
    expect(issueOf(s, {})).toMatchObject({ path: ['a'], code: 'invalid_type' });
  });

  it('fills a missing field with a fresh default each time', () => {
    const s = z.strictObject({ sql: z.withDefault(z.record(z.string()), () => ({})) });
    const a = s.safeParse({});
    const b = s.safeParse({});
    expect(a).toEqual({ success: true, data: { sql: {} } });
    if (a.success && b.success) expect(a.data.sql).not.toBe(b.data.sql);
    expect(issueOf(s, { sql: { q: 1 } })?.path).toEqual(['sql', 'q']);
  });

  it('keeps a saved "__proto__" key as a key, not as the prototype', () => {
    const r = z.record(z.number()).safeParse(JSON.parse('{"__proto__": 1, "a": 2}'));
    expect(r.success).toBe(true);
    if (r.success) {
      expect(Object.keys(r.data)).toEqual(['__proto__', 'a']);
      expect(Object.getPrototypeOf(r.data)).toBe(Object.prototype);
    }
  });

  it('extends an object with more fields, still strict', () => {
    const s = z.extend(z.strictObject({ a: z.string() }), { n: z.int() });
    expect(s.safeParse({ a: 'x', n: 1 })).toEqual({ success: true, data: { a: 'x', n: 1 } });
    expect(issueOf(s, { a: 'x', n: 1, c: 0 })?.code).toBe('unrecognized_keys');
    expect(issueOf(s, { a: 'x' })?.path).toEqual(['n']);
  });

  it('lets null through nullable and nothing else that is wrong', () => {
    const s = z.nullable(z.number());
    expect(s.safeParse(null)).toEqual({ success: true, data: null });
    expect(issueOf(s, 'x')?.code).toBe('invalid_type');
  });
});
