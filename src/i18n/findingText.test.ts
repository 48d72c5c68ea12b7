import { describe, expect, it } from 'vitest';
import { findingSentence, type FindingFacts } from '../engine/findings';
import { findingText } from './findingText';

const step = { actor: 'A', do: 'commit', at: 1007, token: 1 };
const SAMPLES: FindingFacts[] = [
  { kind: 'double-grant', ...step, do: 'claim', holder: 'B', holderToken: 2, until: 1010 },
  { kind: 'double-grant', ...step, do: 'claim', holder: 'B', holderToken: null, until: 5 },
  { kind: 'token-regression', ...step, do: 'claim', token: 3n, maxToken: 4 },
  { kind: 'stale-never', ...step, token: null },
  { kind: 'stale-takeover', ...step, holder: 'B', holderToken: 'zz-B', grantedAt: 6 },
  { kind: 'stale-recovered', ...step, recoveredAt: null },
  { kind: 'stale-recovered', ...step, recoveredAt: 3 },
  { kind: 'write-after-cancel', ...step, cancelledAt: 2 },
  { kind: 'lapsed-lease', ...step, token: new Uint8Array([1, 2]), leaseUntil: 5 },
  {
    kind: 'orphan-version',
    ...step,
    do: 'upload',
    tables: ['objects', 'blobs'],
    instead: {
      kind: 'stale-takeover',
      ...step,
      do: 'upload',
      holder: 'B',
      holderToken: 2,
      grantedAt: 6,
    },
  },
];

describe('a finding worded in the page language', () => {
  it('says in English exactly what the engine says, for every kind of finding', () => {
    for (const facts of SAMPLES) expect(findingText({ facts })).toBe(findingSentence(facts));
  });

  it('has no wording of its own for a finding without facts', () => {
    expect(findingText({})).toBeNull();
  });
});
