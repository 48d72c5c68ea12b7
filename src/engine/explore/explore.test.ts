import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodePort } from '../../sql/nodePort';
import { run, scenarioOf } from '../../testing/engine';
import type { SqlPort } from '../types';
import { exploreScenario, grouped, outOfMemoryResult } from './explore';

let port: SqlPort;
beforeAll(async () => {
  port = await createNodePort();
});

const NAIVE_COMMIT =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND state='running'";
const FENCED_WRITE = `UPDATE storage SET body=:payload, max_token=:token
      WHERE id=:job AND max_token <= :token
        AND EXISTS (SELECT 1 FROM jobs WHERE id=:job AND owner=:worker AND fence=:token
                      AND lease_until > :now AND state='running')`;

const model = (sql: string, explore: string, ttl = 5) =>
  scenarioOf(`title: Model\nttl: ${ttl}\njob: r\n${sql}steps: []\nexplore:\n${explore}`);

const unfenced = model(
  `sql:\n  commit: "${NAIVE_COMMIT}"\n`,
  '  programs: { A: [claim, commit], B: [claim] }\n  horizon: 8\n  maxPause: 6\n',
);

describe('the schedule explorer', () => {
  it('finds the known counterexample for the unfenced finish: A stalls, B takes over, A finishes', () => {
    const r = exploreScenario(unfenced, port);
    expect(r.verdict).toBe('unsafe');
    const cx = r.counterexample;
    expect(cx?.shortest).toBe(true);
    expect(cx?.actions).toBe(3);
    expect(cx?.scenario.steps.map((s) => [s.at, s.actor, s.do, s.until ?? null])).toEqual([
      [0, 'A', 'claim', null],
      [0, 'B', 'pause', 5],
      [1, 'A', 'pause', 5],
      [5, 'B', 'claim', null],
      [5, 'A', 'commit', null],
    ]);
    expect(cx?.violation).toEqual({
      rule: 'stale-write',
      step: 4,
      message:
        "A's commit with token 1 was accepted at t=5, but B had been granted token 2 at t=5.",
      facts: {
        kind: 'stale-takeover',
        actor: 'A',
        do: 'commit',
        at: 5,
        token: 1,
        holder: 'B',
        holderToken: 2,
        grantedAt: 5,
      },
    });
    expect(r.summary).toMatch(
      /^Not safe: the shortest breaking schedule has 3 actions\. A's commit/,
    );
    expect(cx?.scenario.explore).toEqual(unfenced.explore);
  });

  it("gives the counterexample's title and notes as facts, besides the English", () => {
    const cx = exploreScenario(unfenced, port).counterexample;
    expect(cx?.exploredTitle).toBe('Model');
    expect(cx?.scenario.title).toBe('Counterexample: Model');
    expect(cx?.notes).toEqual([
      { kind: 'stall', step: 1, actor: 'B', ticks: 5 },
      { kind: 'stall', step: 2, actor: 'A', ticks: 4 },
      { kind: 'explanation', step: 4 },
    ]);
    expect(cx?.scenario.steps.map((s) => s.note ?? null)).toEqual([
      null,
      'B stalls for 5 ticks',
      'A stalls for 4 ticks',
      null,
      cx?.explanation,
    ]);
  });

  it('finds a stale finish in the shipped unfenced example, with a model read off its timeline', () => {
    const text = readFileSync('lessons/scenarios/naive-unfenced-finish.scenario.yaml', 'utf8');
    const r = exploreScenario(scenarioOf(text), port);
    expect(r.derived).toBe(true);
    expect(r.model).toMatchObject({
      programs: { A: ['claim', 'commit'], B: ['claim', 'commit', 'read'] },
      horizon: 8,
      maxPause: 6,
    });
    expect(r.verdict).toBe('unsafe');
    expect(r.counterexample?.violation.rule).toBe('stale-write');
  });

  it('proves the reference claim and commit, with a fenced write, safe on the standard model', () => {
    const r = exploreScenario(
      model(
        `sql:\n  write: |\n    ${FENCED_WRITE}\n`,
        '  programs: { A: [claim, write, commit], B: [claim, write, commit] }\n  horizon: 12\n  maxPause: 6\n',
        3,
      ),
      port,
    );
    expect(r.verdict).toBe('safe');
    expect(r.counterexample).toBeNull();
    expect(r.schedules).toBe(40848);
    expect(r.summary).toBe(
      `Safe on all 40,848 schedules (${grouped(r.states)} distinct states; A and B are interchangeable, so each state stood for up to 2) up to tick 12.`,
    );
  });

  it('proves the reference SQL, unmodified, safe on claims, renewals and finishes', () => {
    const r = exploreScenario(
      model(
        '',
        '  programs: { A: [claim, renew, commit], B: [claim, renew, commit] }\n  horizon: 12\n  maxPause: 6\n',
        3,
      ),
      port,
    );
    expect(r.verdict).toBe('safe');
    expect(r.summary).toMatch(
      /^Safe on all [\d,]+ schedules \([\d,]+ distinct states; A and B are interchangeable, so each state stood for up to 2\) up to tick 12\.$/,
    );
  });

  it('shows that the reference write alone is not enough: the gap before the new holder writes', () => {
    const r = exploreScenario(
      model(
        '',
        '  programs: { A: [claim, write], B: [claim, write] }\n  horizon: 6\n  maxPause: 3\n',
        3,
      ),
      port,
    );
    expect(r.counterexample?.scenario.steps.filter((s) => s.do !== 'pause')).toMatchObject([
      { at: 0, actor: 'A', do: 'claim' },
      { at: 3, actor: 'B', do: 'claim' },
      { at: 3, actor: 'A', do: 'write' },
    ]);
  });

  it('returns a counterexample that run reproduces from its YAML alone', async () => {
    const cx = exploreScenario(unfenced, port).counterexample;
    const trace = await run(cx?.yaml ?? '');
    expect(trace.safe).toBe(false);
    expect(trace.violations).toEqual([cx?.violation]);
    expect(trace.steps.at(-1)?.note).toBe(cx?.explanation);
    expect(cx?.explanation).toContain(
      'That breaks stale-write: only the worker that holds the job now may have a step accepted.',
    );
  });

  it('says plainly when the state bound stops it before an answer', () => {
    const r = exploreScenario(
      model(
        '',
        '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 12\n  maxPause: 6\n  maxStates: 50\n',
      ),
      port,
    );
    expect(r.verdict).toBe('bound');
    expect(r.states).toBe(50);
    expect(r.schedules).toBeNull();
    expect(r.summary).toBe(
      'No verdict: stopped after 50 states (its bound) without finding a schedule that breaks a rule, but before trying them all — try a shorter horizon or a smaller maxPause, or raise explore.maxStates. A and B are interchangeable, so each state stood for up to 2.',
    );
  });

  it('says plainly when the memory budget stops it before an answer', () => {
    const r = exploreScenario(
      model(
        '',
        '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 12\n  maxPause: 6\n',
      ),
      port,
      { memoryBudgetBytes: 20_000 },
    );
    expect(r).toMatchObject({
      verdict: 'bound',
      stoppedBy: 'memory',
      memoryBudgetBytes: 20_000,
      counterexample: null,
    });
    expect(r.summary).toBe(
      `No verdict: the search stopped at the memory budget of 20000 bytes (after ${grouped(r.states)} distinct states) without finding a schedule that breaks a rule, but before trying them all — try a shorter horizon, a smaller maxPause or fewer workers. A and B are interchangeable, so each state stood for up to 2.`,
    );
  });

  it('tells a worker that ran out of memory from a search its own budget stopped', () => {
    const r = outOfMemoryResult(unfenced, 4321);
    expect(r).toMatchObject({ verdict: 'bound', stoppedBy: 'memory', memoryBudgetBytes: null });
    expect(r.summary).toBe(
      'No verdict: the explorer ran out of memory after 4,321 distinct states — try a shorter horizon or fewer workers.',
    );
  });

  it('still hands back a breaking schedule it met before the bound, marked as maybe not the shortest', () => {
    const r = exploreScenario(
      model(
        `sql:\n  commit: "${NAIVE_COMMIT}"\n`,
        '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 12\n  maxPause: 6\n  maxStates: 100\n',
      ),
      port,
    );
    expect(r.verdict).toBe('unsafe');
    expect(r.counterexample?.shortest).toBe(false);
    expect(r.summary).toContain('before the bound of 100 states stopped the search');
  });

  it('gives the same answer, byte for byte, every time', () => {
    const a = JSON.stringify(exploreScenario(unfenced, port));
    const b = JSON.stringify(exploreScenario(unfenced, port));
    expect(b).toBe(a);
  });

  it('reports a schema that SQLite rejects instead of exploring', () => {
    const r = exploreScenario(
      scenarioOf(
        'title: T\nttl: 3\nschema: CREATE TABLE (\nsteps: []\nexplore: { programs: { A: [read] }, horizon: 2, maxPause: 1 }\n',
      ),
      port,
    );
    expect(r.verdict).toBe('invalid');
    expect(r.schemaError).toMatch(/^the schema failed: .*syntax error/);
    expect(r).toMatchObject({ invalidBy: 'schema', summary: r.schemaError });
    expect(`the schema failed: ${r.schemaSqlError}`).toBe(r.schemaError);
  });

  it('says there is nothing to explore when no actor acts, rather than proving nothing safe', () => {
    const r = exploreScenario(scenarioOf('title: T\nttl: 3\nsteps: []\n'), port);
    expect(r.verdict).toBe('invalid');
    expect(r).toMatchObject({ invalidBy: 'nothing', schemaSqlError: null });
    expect(r.summary).toBe(
      'There is nothing to explore: no actor acts in this scenario. Add an explore: block (see docs/explore.md).',
    );
  });

  it('reports progress as it goes, with a share of the search done that only grows', () => {
    const seen: number[] = [];
    exploreScenario(unfenced, port, { progressEvery: 16, onProgress: (p) => seen.push(p.done) });
    expect(seen.length).toBeGreaterThan(3);
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);
    expect(Math.max(...seen)).toBeLessThanOrEqual(1);
  });
});
