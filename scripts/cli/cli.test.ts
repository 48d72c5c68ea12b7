import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from '../cli';

const dir = mkdtempSync(join(tmpdir(), 'fencelab-cli-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const STALE = `title: Stale finish
ttl: 5
job: r
sql:
  commit: UPDATE jobs SET state='done', result=:payload WHERE id=:job
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim, expect: granted }
  - { at: 7, worker: A, do: commit, expect: rejected }
`;
const GOOD = STALE.replace(/sql:\n.*\n/, '');

describe('npm run cli -- run <file>', () => {
  it('prints the contract JSON and exits 0 when every expect is met', async () => {
    const r = await main(['run', file('good.scenario.yaml', GOOD), '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual([
      'title',
      'ok',
      'safe',
      'steps',
      'violations',
      'warnings',
      'notices',
    ]);
    expect(out).toMatchObject({
      title: 'Stale finish',
      ok: true,
      safe: true,
      violations: [],
      warnings: [],
    });
    expect(out.steps[0]).toEqual({
      i: 0,
      at: 0,
      actor: 'A',
      do: 'claim',
      outcome: 'granted',
      changes: 1,
      token: 1,
      expect: 'granted',
      met: true,
      error: null,
      line: 5,
    });
    expect(out.steps[1]).toMatchObject({ do: 'pause', outcome: null, expect: null, met: null });
  });

  it('reports a lapsed lease as a warning in the JSON, never as a violation', async () => {
    const lapsed = `title: Lapsed\nttl: 3\njob: r\nsql:\n  commit: UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 4, worker: A, do: commit, expect: accepted }\n`;
    const r = await main(['run', file('lapsed.scenario.yaml', lapsed), '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.safe).toBe(true);
    expect(out.violations).toEqual([]);
    expect(out.warnings).toEqual([
      {
        rule: 'lapsed-lease',
        step: 1,
        message:
          "A's commit with token 1 was accepted at t=4: not yet a stale write, since nobody has taken over, but the lease ran out at t=3 and the next claim can land at any moment.",
      },
    ]);
    const table = await main(['run', file('lapsed.scenario.yaml', lapsed)]);
    expect(table.stdout).toContain('Warning: lapsed-lease at step 1:');
  });

  it('exits 1 when an expect is not met, and reports the violation', async () => {
    const r = await main(['run', file('stale.scenario.yaml', STALE), '--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(false);
    expect(out.safe).toBe(false);
    expect(out.steps[3]).toMatchObject({ outcome: 'accepted', expect: 'rejected', met: false });
    expect(out.violations).toEqual([
      {
        rule: 'stale-write',
        step: 3,
        message:
          "A's commit with token 1 was accepted at t=7, but B had been granted token 2 at t=6.",
      },
    ]);
  });

  it('prints a readable table with each violation in one sentence', async () => {
    const r = await main(['run', file('stale2.scenario.yaml', STALE)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Stale finish');
    expect(r.stdout).toMatch(/3\s+7\s+A\s+commit\s+accepted\s+1\s+1\s+rejected NOT MET/);
    expect(r.stdout).toContain(
      "stale-write at step 3: A's commit with token 1 was accepted at t=7, but B had been granted token 2 at t=6.",
    );
    expect(r.stdout).toContain('Expectations: 1 of 3 NOT met (steps 3).');
  });

  it('exits 2 for invalid input with file, line and field, and no stack trace', async () => {
    const path = file('bad.scenario.yaml', 'title: T\nttl: five\nsteps: []\n');
    const r = await main(['run', path]);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: `${path}:2: ttl: ttl must be a whole number of ticks`,
    });
  });

  it('exits 2 for a schema that SQLite rejects, naming the schema line', async () => {
    const path = file(
      'schema.scenario.yaml',
      'title: T\nttl: 5\nschema: CREATE TABLE (\nsteps: []\n',
    );
    const r = await main(['run', path]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^${path}:3: schema: the schema failed: .*syntax error`));
  });

  it('exits 2 for transaction control in a step, at the line of the statement, and runs nothing', async () => {
    const path = file(
      'commit.scenario.yaml',
      `title: T\nttl: 5\njob: r\nsql:\n  finish: |\n    UPDATE jobs SET state='done' WHERE id=:job;\n    COMMIT;\nsteps:\n  - { at: 0, worker: A, do: finish }\n`,
    );
    const r = await main(['run', path, '--json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      new RegExp(
        `^${path}:7: sql\\.finish: "COMMIT;?" is not allowed: each step .* one atomic unit`,
      ),
    );
  });

  it('prints tokens beyond 2^53 with their exact digits', async () => {
    const path = file(
      'big.scenario.yaml',
      `title: T\nttl: 5\njob: r\nsql:\n  claim: "UPDATE jobs SET owner=:worker, lease_until=:now+:ttl WHERE id=:job RETURNING 9007199254740995 AS token"\nsteps:\n  - { at: 0, worker: A, do: claim }\n`,
    );
    const r = await main(['run', path, '--json']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('"token": 9007199254740995');
    const table = await main(['run', path]);
    expect(table.stdout).toContain('9007199254740995');
  });

  it('exits 2 for a missing file, an unknown command or option', async () => {
    expect(await main(['run', join(dir, 'nope.yaml')])).toMatchObject({
      code: 2,
      stderr: `${join(dir, 'nope.yaml')}: cannot read the scenario: no such file`,
    });
    expect((await main(['fly', 'x'])).stderr).toMatch(/^fencelab: unknown command "fly"/);
    expect((await main(['run', 'x', '--jsn'])).stderr).toMatch(/^fencelab: unknown option --jsn/);
    expect((await main([])).code).toBe(2);
  });

  it.each(['3000000000', '600001', '0', '-5', '1.5'])(
    'exits 2 for --time-limit %s, naming the allowed range',
    async (limit) => {
      const r = await main([
        'run',
        file(`limit${limit}.scenario.yaml`, GOOD),
        '--time-limit',
        limit,
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /^fencelab: --time-limit takes a whole number of milliseconds from 1 to 600000 \(10 minutes\)/,
      );
    },
  );

  it('runs with the largest --time-limit instead of timing out at once', async () => {
    const r = await main(['run', file('limitmax.scenario.yaml', GOOD), '--time-limit', '600000']);
    expect(r.code).toBe(0);
  });

  it('says the allowed --time-limit range in the usage text', async () => {
    expect((await main(['--help'])).stdout).toContain('1 to 600000 (10 minutes)');
  });
});

describe('the CLI as a process', () => {
  it('prints exactly one JSON object on stdout through npm run, with the exit code', async () => {
    const path = file('proc.scenario.yaml', STALE);
    const err = await promisify(execFile)('npm', ['run', 'cli', '--', 'run', path, '--json']).catch(
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect('code' in err ? err.code : 0).toBe(1);
    expect(JSON.parse(err.stdout).violations[0].rule).toBe('stale-write');
  });

  it('prints no stack trace for invalid input', async () => {
    const path = file(
      'proc-bad.scenario.yaml',
      'title: T\nttl: 5\nsteps:\n  - { at: 0, do: claim }\n',
    );
    const err = (await promisify(execFile)('npx', ['tsx', 'scripts/cli.ts', 'run', path]).catch(
      (e: unknown) => e,
    )) as { code: number; stderr: string };
    expect(err.code).toBe(2);
    expect(err.stderr.trim()).toBe(`${path}:4: steps[0].worker: missing required field "worker"`);
  });
});
