// fast-check's arbitrary of generated timelines: a base and a few edits of it (edits.ts). Pure:
// fast-check draws from the seed it is given, never from Math.random.
import fc from 'fast-check';
import type { Case, Edit } from './edits';

export { seedOf } from './seed';

const small = (min: number, max: number) => fc.integer({ min, max });
const index = fc.nat({ max: 63 });

const edit: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      near: index,
      shift: small(-2, 4),
      part: index,
      action: index,
      first: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pause' as const),
      near: index,
      shift: small(-1, 2),
      part: index,
      ticks: small(0, 8),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('crash' as const),
      near: index,
      shift: small(0, 2),
      part: index,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('follow' as const),
      step: index,
      later: small(0, 3),
      action: index,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), step: index }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('edge' as const), step: index, delta: small(-2, 1) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('move' as const), step: index, shift: small(-4, 4) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('repeat' as const), step: index, later: small(0, 4) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('process' as const), step: index, old: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('restart' as const),
      step: index,
      after: small(0, 3),
      then: small(0, 3),
      action: index,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('skew' as const), part: index, by: small(-4, 4) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('seed' as const), seed: index }) },
);

/** Cases over `bases` timelines: one base, one to seven edits. */
export function caseArbitrary(bases: number): fc.Arbitrary<Case> {
  return fc.record({
    base: fc.nat({ max: Math.max(0, bases - 1) }),
    edits: fc.array(edit, { minLength: 1, maxLength: 7 }),
  });
}
