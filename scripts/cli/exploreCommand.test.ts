import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli';

const dir = mkdtempSync(join(tmpdir(), 'fencelab-explore-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const UNFENCED = 'lessons/explore/unfenced-finish.scenario.yaml';

describe('npm run cli -- explore <file>', () => {
  it('exits 0 and says how many schedules it tried when the SQL is safe within the bound', async () => {
    const r = await main(['explore', 'lessons/explore/standard-model.scenario.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "Model (the file's explore: block): A: [claim, write, commit]; B: [claim, write, commit]; horizon 12; maxPause 6; maxStates 200000",
    );
    expect(r.stdout).toMatch(
      /Safe on all 40,848 schedules \([\d,]+ distinct states; A and B are interchangeable, so each state stood for up to 2\) up to tick 12\./,
    );
  });

  it('exits 1 with the counterexample as scenario YAML that run reproduces', async () => {
    const r = await main(['explore', UNFENCED]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      "Not safe: the shortest breaking schedule has 3 actions. A's commit with token 1 was accepted at t=5, but B had been granted token 2 at t=5.",
    );
    const yaml = r.stdout.slice(r.stdout.indexOf('title: "Counterexample'));
    const replay = await main(['run', file('cx.scenario.yaml', yaml), '--json']);
    expect(JSON.parse(replay.stdout).violations).toEqual([
      {
        rule: 'stale-write',
        step: 4,
        message:
          "A's commit with token 1 was accepted at t=5, but B had been granted token 2 at t=5.",
      },
    ]);
  });

  it('prints one JSON object with --json', async () => {
    const r = await main(['explore', UNFENCED, '--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      verdict: 'unsafe',
      safe: false,
      derived: false,
      schedules: null,
      counterexample: { actions: 3, shortest: true, violation: { rule: 'stale-write', step: 4 } },
    });
    expect(out.counterexample.run.steps.map((s: { do: string }) => s.do)).toEqual([
      'claim',
      'pause',
      'pause',
      'claim',
      'commit',
    ]);
  });

  it('exits 2 for invalid input, with file, line and field', async () => {
    const path = file(
      'bad.scenario.yaml',
      'title: T\nttl: 3\nsteps: []\nexplore:\n  programs: { A: [claim, pause] }\n  horizon: 4\n  maxPause: 1\n',
    );
    expect(await main(['explore', path])).toEqual({
      code: 2,
      stdout: '',
      stderr: `${path}:5: explore.programs.A[1]: stalls come from the schedule (maxPause), so a program does not list pause`,
    });
    const schema = file(
      'schema.scenario.yaml',
      'title: T\nttl: 3\nschema: CREATE TABLE (\nsteps: []\nexplore: { programs: { A: [read] }, horizon: 1, maxPause: 1 }\n',
    );
    const r = await main(['explore', schema]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^${schema}:3: schema: the schema failed: .*syntax error`));
    expect((await main(['explore'])).stderr).toMatch(/explore takes exactly one scenario file/);
  });

  it('exits 3 with a plain message when the state bound stops the search', async () => {
    const path = file(
      'bound.scenario.yaml',
      'title: T\nttl: 3\nsteps: []\nexplore: { programs: { A: [claim, commit], B: [claim, commit] }, horizon: 12, maxPause: 6, maxStates: 30 }\n',
    );
    const r = await main(['explore', path]);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain(
      'No verdict: stopped after 30 states (its bound) without finding a schedule that breaks a rule',
    );
  });

  it('exits 3 with a plain message when the worker runs out of memory, not an internal error', async () => {
    const path = file(
      'oom.scenario.yaml',
      'title: T\nttl: 3\nsteps: []\nexplore: { programs: { A: [claim, renew, write, commit], B: [claim, renew, write, commit], C: [claim, write, commit] }, horizon: 30, maxPause: 8, maxStates: 1000000 }\n',
    );
    process.env.FENCELAB_TEST_EXPLORER_HEAP_MB = '10';
    try {
      const r = await main(['explore', path, '--json']);
      expect(r.code).toBe(3);
      const out = JSON.parse(r.stdout);
      expect(out).toMatchObject({ verdict: 'bound', stoppedBy: 'memory', counterexample: null });
      expect(out.summary).toMatch(
        /^No verdict: the explorer ran out of memory after [\d,]+ distinct states? — try a shorter horizon or fewer workers\.$/,
      );
    } finally {
      delete process.env.FENCELAB_TEST_EXPLORER_HEAP_MB;
    }
  });

  it('exits 3 when a statement runs away, instead of hanging', async () => {
    const path = file(
      'spin.scenario.yaml',
      'title: T\nttl: 3\nsql:\n  spin: WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n\nsteps: []\nexplore: { programs: { A: [claim, spin] }, horizon: 3, maxPause: 1 }\n',
    );
    const r = await main(['explore', path, '--time-limit', '300']);
    expect(r).toEqual({
      code: 3,
      stdout: '',
      stderr: `${path}: stopped: the statement ran past the time limit of 300 ms (a runaway query?): the explorer cannot judge SQL that does not finish.`,
    });
  });
});
