import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioToYaml } from '../engine/scenarioYaml';
import { timelineArb } from '../engine/testing/arbitraries';
import { crc32, decodeShareFragment, encodeShareFragment, MAX_LINK_LENGTH } from './shareLink';

const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');

describe('share links', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32('123456789')).toBe('cbf43926');
  });

  it('round-trips a scenario through the fragment, byte for byte', () => {
    const r = decodeShareFragment(`#${encodeShareFragment(SEED)}`);
    expect(r.ok && r.yaml).toBe(SEED);
  });

  it('round-trips random valid scenarios', () => {
    fc.assert(
      fc.property(timelineArb(), (s) => {
        const yaml = scenarioToYaml(s);
        const r = decodeShareFragment(encodeShareFragment(yaml));
        expect(r.ok && r.yaml).toBe(yaml);
      }),
      { numRuns: 50 },
    );
  });

  it('rejects a tampered link with a checksum message', () => {
    const link = encodeShareFragment(SEED);
    const at = link.length - 10;
    const flipped = link[at] === 'A' ? 'B' : 'A';
    const r = decodeShareFragment(link.slice(0, at) + flipped + link.slice(at + 1));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.kind).toBe('damaged');
  });

  it('rejects a changed checksum', () => {
    const link = encodeShareFragment(SEED).replace(/^s=v1\.[0-9a-f]{8}/, 's=v1.00000000');
    const r = decodeShareFragment(link);
    expect(!r.ok && r.error.message).toMatch(/checksum does not match/);
  });

  it('says which version an outdated link has', () => {
    const r = decodeShareFragment(encodeShareFragment(SEED).replace('s=v1.', 's=v0.'));
    expect(!r.ok && r.error).toMatchObject({ kind: 'version' });
    expect(!r.ok && r.error.message).toMatch(/format v0/);
  });

  it('rejects a link cut short, an oversized one and one that is not a link', () => {
    const cut = decodeShareFragment('s=v1.abc');
    expect(!cut.ok && cut.error.kind).toBe('damaged');
    const big = decodeShareFragment(`s=v1.00000000.${'A'.repeat(MAX_LINK_LENGTH)}`);
    expect(!big.ok && big.error.kind).toBe('too-large');
    const none = decodeShareFragment('#step=3');
    expect(!none.ok && none.error.kind).toBe('not-a-link');
  });

  it('rejects a link whose scenario is not valid, with the validator’s message', () => {
    const r = decodeShareFragment(encodeShareFragment('title: x\nttl: 0\nsteps: []\n'));
    expect(!r.ok && r.error.kind).toBe('invalid');
    expect(!r.ok && r.error.message).toMatch(/ttl must be 1 or more/);
  });
});
