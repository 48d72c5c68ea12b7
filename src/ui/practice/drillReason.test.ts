import { describe, expect, it } from 'vitest';
import { DRILL_LEVELS, generateDrill } from '../../engine/drillGenerator';
import {
  drillTruth,
  safeReason,
  wouldBeAccepted,
  type SafeWriteFacts,
  type WriteReason,
} from '../../engine/drillTruth';
import { findingSentence, type FindingFacts } from '../../engine/findings';
import { run } from '../../testing/engine';
import { drillReason } from './drillReason';
import { inChinese } from '../../testing/inChinese';

const step = { actor: 'A', do: 'commit', at: 1007, token: 1 };
const FINDINGS: FindingFacts[] = [
  { kind: 'stale-never', ...step, token: null },
  { kind: 'stale-takeover', ...step, holder: 'B', holderToken: 2, grantedAt: 6 },
  { kind: 'stale-takeover', ...step, do: 'renew', holder: 'B', holderToken: null, grantedAt: 6 },
  { kind: 'stale-recovered', ...step, recoveredAt: null },
  { kind: 'stale-recovered', ...step, token: 3n, recoveredAt: 3 },
  { kind: 'write-after-cancel', ...step, do: 'write', cancelledAt: 2 },
  { kind: 'lapsed-lease', ...step, leaseUntil: 5 },
  // Said of grants, not writes: the oracle never finds them on a drill's write, but they word too.
  { kind: 'double-grant', ...step, do: 'claim', holder: 'B', holderToken: 2, until: 1010 },
  { kind: 'token-regression', ...step, do: 'claim', token: 3, maxToken: 4 },
];
const SAFE: SafeWriteFacts[] = [
  { ...step, holder: { token: 1 }, outcome: 'accepted' },
  { ...step, holder: { token: 1 }, outcome: 'rejected' },
  { ...step, do: 'renew', holder: { token: 7n }, outcome: 'error' },
  { ...step, token: null, holder: null, outcome: 'accepted' },
  { ...step, holder: null, outcome: 'rejected' },
  { ...step, holder: null, outcome: 'error' },
];
/** Every case of a drill's reason, with the English the engine writes for it. */
const CASES: { facts: WriteReason; english: string }[] = [
  ...FINDINGS.map((finding) => ({
    facts: { kind: 'finding' as const, finding },
    english: wouldBeAccepted(findingSentence(finding)),
  })),
  ...SAFE.map((safe) => ({ facts: { kind: 'safe' as const, ...safe }, english: safeReason(safe) })),
];

describe("a drill write's reason in English", () => {
  it('says what the engine says, word for word, for every case', () => {
    for (const c of CASES) expect(drillReason({ facts: c.facts })).toBe(c.english);
  });

  it("says each generated drill's reasons as drillTruth does", async () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 40; seed++)
      for (const level of DRILL_LEVELS) {
        const scenario = generateDrill(seed, level);
        for (const w of drillTruth(await run(scenario), scenario.ttl)) {
          expect(w.facts).not.toBeNull();
          kinds.add(w.facts?.kind === 'finding' ? w.facts.finding.kind : `safe ${w.outcome}`);
          expect(drillReason(w)).toBe(w.reason);
        }
      }
    // The sweep meets safe writes and the findings a drill is about.
    expect([...kinds]).toEqual(
      expect.arrayContaining(['safe accepted', 'stale-takeover', 'lapsed-lease']),
    );
  }, 60_000);

  it('has no wording of its own for a reason without facts', () => {
    expect(drillReason({ facts: null })).toBeNull();
  });
});

describe("a drill write's reason in Chinese", () => {
  inChinese();

  it('words every case in Chinese, the would-be acceptance included', () => {
    for (const c of CASES) {
      const text = drillReason({ facts: c.facts }) ?? '';
      expect(text).not.toBe(c.english);
      expect(text).toMatch(/[\u4e00-\u9fff]/);
      expect(text).not.toMatch(
        /\b(would be accepted|was accepted|was granted|holds the job|newest grant|breaks no rule|no token)\b/,
      );
    }
    expect(drillReason({ facts: { kind: 'finding', finding: FINDINGS[1] as FindingFacts } })).toBe(
      '若在 t=1007 接受 A（令牌 1）的 commit，就是迟到写：B 已在 t=6 拿到执行权（令牌 2）。',
    );
  });
});
