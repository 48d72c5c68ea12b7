import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import { INITIAL_TRUTH, judge, mayBeJudged, type Observation } from './oracle';

const head = 'title: T\nttl: 5\njob: r\n';
const NAIVE_COMMIT = "  commit: UPDATE jobs SET state='done', result=:payload WHERE id=:job\n";
const NAIVE_CLAIM =
  "  claim: UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=fence+1, state='running' WHERE id=:job RETURNING fence AS token\n";
const NAIVE_RENEW = '  renew: UPDATE jobs SET lease_until=:now + :ttl WHERE id=:job\n';
const ruleList = (t: Awaited<ReturnType<typeof run>>) => t.violations.map((v) => [v.rule, v.step]);

describe('stale-write', () => {
  it('fires when an old holder’s unfenced finish is accepted after a takeover', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_COMMIT}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: pause, until: 7 }\n  - { at: 6, worker: B, do: claim }\n  - { at: 7, worker: A, do: commit }\n`,
    );
    expect(t.violations).toEqual([
      {
        rule: 'stale-write',
        step: 3,
        message:
          "A's commit with token 1 was accepted at t=7, but B had been granted token 2 at t=6.",
        facts: expect.objectContaining({ kind: 'stale-takeover' }),
      },
    ]);
    expect(t.safe).toBe(false);
    expect(t.steps[3]?.violations).toHaveLength(1);
  });

  it('stays quiet when the fenced finish rejects the old holder', async () => {
    const t = await run(
      `${head}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 6, worker: B, do: claim }\n  - { at: 7, worker: A, do: commit }\n  - { at: 7, worker: B, do: commit }\n`,
    );
    expect(t.violations).toEqual([]);
    expect(t.safe).toBe(true);
  });

  it('stays quiet for the holder finishing after expiry when nobody took over', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_COMMIT}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 9, worker: A, do: commit, expect: accepted }\n`,
    );
    expect(t.violations).toEqual([]);
  });

  it('fires for a worker that never held the job', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_COMMIT}steps:\n  - { at: 0, worker: A, do: commit }\n`,
    );
    expect(t.violations).toEqual([
      {
        rule: 'stale-write',
        step: 0,
        message:
          "A's commit with no token was accepted at t=0, but A had never been granted the job.",
        facts: expect.objectContaining({ kind: 'stale-never' }),
      },
    ]);
  });

  it('fires after an accepted recover ended the grant', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_COMMIT}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 6, worker: scheduler, do: recover, expect: accepted }\n  - { at: 7, worker: A, do: commit }\n`,
    );
    expect(t.violations.map((v) => v.message)).toEqual([
      "A's commit with token 1 was accepted at t=7, but the scheduler's recover at t=6 had ended A's lease.",
    ]);
  });

  it('judges by generation, so a worker re-granted the job is the holder again', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_COMMIT}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 5, worker: B, do: claim }\n  - { at: 10, worker: A, do: claim }\n  - { at: 11, worker: A, do: commit }\n  - { at: 12, worker: B, do: commit }\n`,
    );
    expect(ruleList(t)).toEqual([['stale-write', 4]]);
  });

  it('applies to a stale renewal and a stale storage write, not to reads', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_RENEW}  write: UPDATE storage SET body=:payload WHERE id=:job\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 5, worker: B, do: claim }\n  - { at: 6, worker: A, do: renew }\n  - { at: 6, worker: A, do: write }\n  - { at: 6, worker: A, do: read }\n`,
    );
    expect(ruleList(t)).toEqual([
      ['stale-write', 2],
      ['stale-write', 3],
    ]);
  });
});

describe('double-grant', () => {
  it('fires when a claim is granted while another worker’s lease is live', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_CLAIM}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 3, worker: B, do: claim }\n`,
    );
    expect(t.violations).toEqual([
      {
        rule: 'double-grant',
        step: 1,
        message: "B's claim was granted at t=3 while A's lease (token 1) was still live until t=5.",
        facts: expect.objectContaining({ kind: 'double-grant' }),
      },
    ]);
  });

  it('stays quiet once the lease has ended, at grant time + ttl exactly', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_CLAIM}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 5, worker: B, do: claim }\n`,
    );
    expect(t.violations).toEqual([]);
  });

  it('counts the holder’s accepted renewals as moving the lease on', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_CLAIM}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 4, worker: A, do: renew, expect: accepted }\n  - { at: 7, worker: B, do: claim }\n`,
    );
    expect(ruleList(t)).toEqual([['double-grant', 2]]);
    expect(t.steps[1]?.holder).toMatchObject({ worker: 'A', leaseUntil: 9 });
  });

  it('stays quiet when the same worker claims again, and after a recover ended the lease', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_CLAIM}  recover: UPDATE jobs SET owner=NULL, state='ready' WHERE id=:job\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: claim }\n  - { at: 2, worker: scheduler, do: recover }\n  - { at: 3, worker: B, do: claim }\n`,
    );
    expect(t.violations).toEqual([]);
  });
});

describe('token-regression', () => {
  it('fires when a granted numeric token is not greater than an earlier one', async () => {
    const t = await run(
      `${head}sql:\n  claim: UPDATE jobs SET owner=:worker, lease_until=:now + :ttl, fence=1 WHERE id=:job AND lease_until <= :now RETURNING fence AS token\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 6, worker: B, do: claim }\n`,
    );
    expect(t.violations).toEqual([
      {
        rule: 'token-regression',
        step: 1,
        message:
          'B was granted token 1 at t=6, but token 1 had already been granted: tokens must only go up.',
        facts: expect.objectContaining({ kind: 'token-regression' }),
      },
    ]);
  });

  it('stays quiet for increasing tokens', async () => {
    const t = await run(
      `${head}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 6, worker: B, do: claim }\n  - { at: 12, worker: A, do: claim }\n`,
    );
    expect(t.steps.map((s) => s.token)).toEqual([1, 2, 3]);
    expect(t.violations).toEqual([]);
  });

  it('does not compare tokens that are not numbers, and points that out', async () => {
    const t = await run(
      `${head}sql:\n  claim: UPDATE jobs SET owner=:worker, lease_until=:now + :ttl WHERE id=:job AND lease_until <= :now RETURNING 'zz-' || :worker AS token\nsteps:\n  - { at: 0, worker: B, do: claim }\n  - { at: 6, worker: A, do: claim }\n`,
    );
    expect(t.steps.map((s) => s.token)).toEqual(['zz-B', 'zz-A']);
    expect(t.violations).toEqual([]);
    expect(t.notices).toHaveLength(2);
    expect(t.notices[0]).toMatch(
      /^Token "zz-B" is not a number: .*no downstream resource can order it/,
    );
  });
});

describe('write-after-cancel', () => {
  it('fires when a worker’s step is accepted after an accepted cancel', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_COMMIT}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: user, do: cancel, expect: accepted }\n  - { at: 2, worker: A, do: commit }\n`,
    );
    expect(t.violations).toEqual([
      {
        rule: 'write-after-cancel',
        step: 2,
        message: "A's commit was accepted at t=2, after the user's cancel was accepted at t=1.",
        facts: expect.objectContaining({ kind: 'write-after-cancel' }),
      },
    ]);
  });

  it('stays quiet when the reference commit checks the state', async () => {
    const t = await run(
      `${head}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: user, do: cancel }\n  - { at: 2, worker: A, do: commit, expect: rejected }\n`,
    );
    expect(t.violations).toEqual([]);
  });

  it('stays quiet for a cancel that was rejected, and for a finish before the cancel', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_COMMIT}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: commit }\n  - { at: 2, worker: user, do: cancel, expect: rejected }\n  - { at: 3, worker: A, do: commit }\n`,
    );
    expect(t.violations).toEqual([]);
  });

  it('can fire together with stale-write on one step', async () => {
    const t = await run(
      `${head}sql:\n${NAIVE_COMMIT}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 6, worker: B, do: claim }\n  - { at: 7, worker: user, do: cancel }\n  - { at: 8, worker: A, do: commit }\n`,
    );
    expect(ruleList(t)).toEqual([
      ['stale-write', 3],
      ['write-after-cancel', 3],
    ]);
  });
});

/** An observation: A's granted claim at t=0 with token 1 and a lease of 3, unless `o` says else. */
const obs = (o: Partial<Observation>): Observation => ({
  i: 0,
  at: 0,
  actor: 'A',
  do: 'claim',
  outcome: 'granted',
  token: 1,
  ttl: 3,
  ...o,
});

describe('the lapsed-lease warning', () => {
  it("warns when the holder's write is accepted at or after its lease end, and flags no violation", () => {
    const granted = judge(INITIAL_TRUTH, obs({})).truth;
    const late = judge(granted, obs({ i: 1, at: 3, do: 'commit', outcome: 'accepted' }));
    expect(late.violations).toEqual([]);
    expect(late.warnings.map((w) => [w.rule, w.step])).toEqual([['lapsed-lease', 1]]);
    expect(late.warnings[0]?.message).toContain('the lease ran out at t=3');
  });

  it('stays quiet while the lease is live', () => {
    const granted = judge(INITIAL_TRUTH, obs({})).truth;
    expect(
      judge(granted, obs({ i: 1, at: 2, do: 'commit', outcome: 'accepted' })).warnings,
    ).toEqual([]);
  });

  it('stays quiet for a rejected write and gives way to stale-write once another holds the job', () => {
    const a = judge(INITIAL_TRUTH, obs({})).truth;
    expect(judge(a, obs({ i: 1, at: 4, do: 'commit', outcome: 'rejected' })).warnings).toEqual([]);
    const b = judge(a, obs({ i: 1, at: 4, actor: 'B', token: 2 })).truth;
    const stale = judge(b, obs({ i: 2, at: 5, do: 'commit', outcome: 'accepted' }));
    expect(stale.warnings).toEqual([]);
    expect(stale.violations.map((v) => v.rule)).toEqual(['stale-write']);
  });
});

describe('orphan-version', () => {
  const upload = (o: Partial<Observation>) =>
    obs({ i: 2, at: 5, do: 'upload', outcome: 'accepted', ...o });
  const takenOver = () => {
    const a = judge(INITIAL_TRUTH, obs({})).truth;
    return judge(a, obs({ i: 1, at: 4, actor: 'B', token: 2 })).truth;
  };

  it('stands in for the stale-write of a step that only appended', () => {
    const r = judge(takenOver(), upload({ appendedTo: ['objects'] }));
    expect(r.violations).toEqual([]);
    expect(r.warnings.map((w) => [w.rule, w.step])).toEqual([['orphan-version', 2]]);
    expect(r.warnings[0]?.facts).toMatchObject({
      kind: 'orphan-version',
      tables: ['objects'],
      instead: { kind: 'stale-takeover', holder: 'B' },
    });
  });

  it('is not given for a step that changed anything else, or appended nothing', () => {
    for (const appendedTo of [null, [], undefined]) {
      const r = judge(takenOver(), upload({ appendedTo }));
      expect(r.violations.map((v) => v.rule)).toEqual(['stale-write']);
      expect(r.warnings).toEqual([]);
    }
  });

  it("is not given for the holder's own append within its lease", () => {
    const a = judge(INITIAL_TRUTH, obs({})).truth;
    const r = judge(a, upload({ at: 1, appendedTo: ['objects'] }));
    expect(r).toMatchObject({ violations: [], warnings: [] });
  });

  it('never changes the truth: a replay without the measure keeps the same holder', () => {
    const truth = takenOver();
    const renew = { do: 'renew', at: 3 };
    expect(judge(truth, upload({ appendedTo: ['objects'] })).truth).toEqual(
      judge(truth, upload({})).truth,
    );
    const a = judge(INITIAL_TRUTH, obs({})).truth;
    expect(judge(a, upload({ ...renew, appendedTo: ['log'] })).truth).toEqual(
      judge(a, upload(renew)).truth,
    );
  });

  it('is measured only where a step would be judged', () => {
    const a = judge(INITIAL_TRUTH, obs({})).truth;
    expect(mayBeJudged(a, 'A', 2)).toBe(false);
    expect(mayBeJudged(a, 'A', 3)).toBe(true);
    expect(mayBeJudged(a, 'B', 1)).toBe(true);
    const cancelled = judge(
      a,
      obs({ i: 1, at: 1, actor: 'user', do: 'cancel', outcome: 'accepted' }),
    );
    expect(mayBeJudged(cancelled.truth, 'A', 2)).toBe(true);
  });
});
