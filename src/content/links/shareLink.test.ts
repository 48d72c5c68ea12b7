import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as parser from '../../engine/parseScenario';
import { scenarioToYaml } from '../../engine/scenarioYaml';
import { timelineArb } from '../../engine/testing/arbitraries';
import {
  crc32,
  decodeShareFragment,
  encodeShareFragment,
  linkSentence,
  MAX_LINK_LENGTH,
} from './shareLink';
import {
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_SHARED_YAML_LENGTH,
  MAX_TITLE_LENGTH,
} from './shareLimits';

vi.mock('../../engine/parseScenario', async (real) => {
  const mod = await real<typeof parser>();
  return { ...mod, parseScenarioYaml: vi.fn(mod.parseScenarioYaml) };
});

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

  it('gives the facts of a failure beside its sentence, which is made from them', () => {
    const old = decodeShareFragment(encodeShareFragment(SEED).replace('s=v1.', 's=v0.'));
    expect(!old.ok && old.error).toMatchObject({ kind: 'version', version: 'v0', reads: 'v1' });
    const big = decodeShareFragment(`s=v1.00000000.${'A'.repeat(MAX_LINK_LENGTH)}`);
    expect(!big.ok && big.error).toMatchObject({
      kind: 'too-large',
      size: 'link',
      length: MAX_LINK_LENGTH + 14,
      limit: MAX_LINK_LENGTH,
    });
    const invalid = decodeShareFragment(encodeShareFragment('title: x\nttl: 0\nsteps: []\n'));
    expect(!invalid.ok && invalid.error).toMatchObject({
      kind: 'invalid',
      issues: [{ file: 'shared link', field: 'ttl' }],
    });
    for (const r of [old, big, invalid])
      if (!r.ok) expect(linkSentence(r.error)).toBe(r.error.message);
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

  it('refuses a small link that unpacks hugely, fast and before parsing it', () => {
    // About 2,800 characters of link for half a million of YAML: lz-string packs repeats well.
    const yaml = `title: ${'a'.repeat(500_000)}\nttl: 5\nsteps: []\n`;
    const link = encodeShareFragment(yaml);
    expect(link.length).toBeLessThan(MAX_LINK_LENGTH);
    vi.mocked(parser.parseScenarioYaml).mockClear();
    const started = performance.now();
    const r = decodeShareFragment(link);
    expect(performance.now() - started).toBeLessThan(200);
    expect(!r.ok && r.error.kind).toBe('too-large');
    expect(!r.ok && r.error.message).toMatch(
      new RegExp(
        `unpacks to a scenario too large to open \\(500025 characters; at most ${MAX_SHARED_YAML_LENGTH}\\)`,
      ),
    );
    expect(parser.parseScenarioYaml).not.toHaveBeenCalled();
  });

  const withSeed = (edit: (yaml: string) => string) =>
    decodeShareFragment(encodeShareFragment(edit(SEED)));

  it('refuses a title longer than a person would write, naming the field', () => {
    const long = 'T'.repeat(MAX_TITLE_LENGTH + 1);
    const r = withSeed((y) => y.replace(/^title: .*$/m, `title: ${long}`));
    expect(!r.ok && r.error.kind).toBe('too-large');
    expect(!r.ok && r.error.message).toBe(
      `This shared scenario has text too long to show: title has ${MAX_TITLE_LENGTH + 1} characters (at most ${MAX_TITLE_LENGTH}). Ask for the .scenario.yaml file instead.`,
    );
    const fits = withSeed((y) => y.replace(/^title: .*$/m, `title: ${long.slice(1)}`));
    expect(fits.ok).toBe(true);
  });

  it('refuses a step note and a worker name over their limits, naming the step', () => {
    const note = withSeed((y) =>
      y.replace("'A gets token 1; its lease runs until t=5'", 'n'.repeat(MAX_NOTE_LENGTH + 1)),
    );
    expect(!note.ok && note.error.message).toMatch(
      /steps\[0\]\.note has 501 characters \(at most 500\)/,
    );
    const name = 'W'.repeat(MAX_NAME_LENGTH + 1);
    const worker = withSeed((y) => y.replaceAll('worker: B', `worker: ${name}`));
    expect(!worker.ok && worker.error.message).toMatch(/steps\[\d+\]\.worker has 65 characters/);
  });

  it('refuses an action name over the limit without repeating the name', () => {
    const name = 'x'.repeat(MAX_NAME_LENGTH + 1);
    const r = withSeed((y) => `${y}sql:\n  ${name}: SELECT 1\n`);
    expect(!r.ok && r.error.message).toMatch(/an action name in sql has 65 characters/);
    expect(!r.ok && r.error.message).not.toContain(name);
  });
});
