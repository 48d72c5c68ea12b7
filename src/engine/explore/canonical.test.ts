// The canonical key: one key per orbit of renamings, and the renaming that reaches it.
import { describe, expect, it } from 'vitest';
import { canonicalKey, compose, invert } from './canonical';

const names = ['A', 'B', 'C', 'D'];
const group = [[0, 1, 2, 3]];

/** A toy state: each actor's memory, and database texts that name workers. */
const key = (memories: string[], data: string[]) =>
  canonicalKey(group, names, memories, (order, rename) =>
    [order.join(';'), data.map((t) => (rename ? rename(t) : t)).join(',')].join('|'),
  );

/** The state with actor k's place taken by actor perm[k] (names in the data renamed to match). */
function renamed(perm: number[], memories: string[], data: string[]) {
  const to = new Map(perm.map((p, k) => [names[k] ?? '', names[p] ?? '']));
  const mem: string[] = [];
  perm.forEach((p, k) => (mem[p] = memories[k] ?? ''));
  const rename = (t: string) => {
    const [name, tick] = t.split('@');
    return to.has(name ?? '') ? `${to.get(name ?? '')}${tick === undefined ? '' : `@${tick}`}` : t;
  };
  return { memories: mem, data: data.map(rename) };
}

const PERMS = [
  [1, 0, 2, 3],
  [3, 2, 1, 0],
  [2, 0, 3, 1],
  [0, 1, 2, 3],
];

describe('canonicalKey', () => {
  const cases: Array<[string[], string[]]> = [
    [
      ['done', 'done', 'done', 'done'],
      ['A', 'C@4', 'ready'],
    ],
    [
      ['1.0.*', 'done', '1.0.*', '0.0.3'],
      ['B', 'B@2', 'D'],
    ],
    [
      ['x', 'x', 'x', 'y'],
      ['A', 'A', 'B', 'C@1'],
    ],
  ];

  it('gives every renaming of a state the same key', () => {
    for (const [memories, data] of cases) {
      const k = key(memories, data).key;
      for (const p of PERMS) {
        const r = renamed(p, memories, data);
        expect(key(r.memories, r.data).key).toBe(k);
      }
    }
  });

  it('keeps states that no renaming relates apart', () => {
    const a = key(['done', 'done', 'x', 'x'], ['A', 'C']).key;
    const b = key(['done', 'done', 'x', 'x'], ['A', 'B']).key;
    expect(a).not.toBe(b);
  });

  it('returns the renaming that keys the state', () => {
    const memories = ['1', '0', '2', '3'];
    const data = ['A@1', 'D'];
    const c = key(memories, data);
    const r = renamed(c.perm as number[], memories, data);
    expect([r.memories.join(';'), r.data.join(',')].join('|')).toBe(c.key);
  });
});

describe('compose and invert', () => {
  it('undo each other', () => {
    const f = [2, 0, 3, 1];
    expect(compose(invert(f, 4), f, 4)).toEqual([0, 1, 2, 3]);
    expect(compose(f, null, 4)).toEqual(f);
    expect(invert(null, 3)).toEqual([0, 1, 2]);
  });
});
