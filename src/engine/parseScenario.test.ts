import { describe, expect, it } from 'vitest';
import { issuesOf, scenarioOf } from '../testing/engine';

const head = 'title: T\nttl: 5\n';

describe('parsing a valid scenario', () => {
  it('fills the contract defaults: job-1, no skew, reference SQL, standard schema', () => {
    const s = scenarioOf(`${head}steps:\n  - { at: 0, worker: A, do: claim }\n`);
    expect(s.job).toBe('job-1');
    expect(s.clockSkew).toEqual({});
    expect(s.sql).toEqual({});
    expect(s.schema).toBeUndefined();
    expect(s.steps).toEqual([{ at: 0, actor: 'A', do: 'claim', line: 4 }]);
  });

  it('keeps every optional step field and the line of each step', () => {
    const s = scenarioOf(
      `${head}job: r\nclockSkew: { A: -3 }\nsteps:\n  - at: 1\n    worker: A\n    do: claim\n    expect: granted\n    payload: p\n    key: k\n    note: hello\n  - { at: 2, worker: A, do: pause, until: 4 }\n`,
    );
    expect(s.clockSkew).toEqual({ A: -3 });
    expect(s.steps[0]).toEqual({
      at: 1,
      actor: 'A',
      do: 'claim',
      expect: 'granted',
      payload: 'p',
      key: 'k',
      note: 'hello',
      line: 6,
    });
    expect(s.steps[1]).toMatchObject({ do: 'pause', until: 4, line: 13 });
  });

  it('accepts a numeric job and keeps it as text', () => {
    expect(scenarioOf(`${head}job: 7\nsteps: []\n`).job).toBe('7');
  });
});

describe('invalid input names the file, the line and the field', () => {
  it('reports a missing title', () => {
    expect(issuesOf('ttl: 5\nsteps: []\n')).toEqual([
      'bad.scenario.yaml:1: title: missing required field "title"',
    ]);
  });

  it('reports a missing ttl and a missing steps list', () => {
    expect(issuesOf('title: T\n')).toEqual([
      'bad.scenario.yaml:1: ttl: missing required field "ttl"',
      'bad.scenario.yaml:1: steps: missing required field "steps"',
    ]);
  });

  it('reports a missing field of a step at that step', () => {
    expect(
      issuesOf(
        `${head}steps:\n  - { at: 0, worker: A, do: claim }\n  - { worker: B, do: claim }\n`,
      ),
    ).toEqual(['bad.scenario.yaml:5: steps[1].at: missing required field "at"']);
  });

  it('reports a wrong type with what was expected', () => {
    expect(issuesOf(`${head}steps:\n  - at: soon\n    worker: A\n    do: claim\n`)).toEqual([
      'bad.scenario.yaml:4: steps[0].at: at must be a whole number of ticks',
    ]);
  });

  it('reports a ttl below 1, an empty title and a negative tick', () => {
    expect(issuesOf(`title: ""\nttl: 0\nsteps:\n  - { at: -1, worker: A, do: claim }\n`)).toEqual([
      'bad.scenario.yaml:1: title: title must not be empty',
      'bad.scenario.yaml:2: ttl: ttl must be 1 or more',
      'bad.scenario.yaml:4: steps[0].at: at must be 0 or more',
    ]);
  });

  it('reports an expect that is not an outcome', () => {
    expect(issuesOf(`${head}steps:\n  - { at: 0, worker: A, do: claim, expect: yes }\n`)).toEqual([
      'bad.scenario.yaml:4: steps[0].expect: expect must be one of: granted, denied, accepted, rejected, error, ok',
    ]);
  });

  it('reports an unknown field, so a typo is never ignored', () => {
    expect(
      issuesOf(`${head}steps:\n  - { at: 0, worker: A, do: claim, expcet: granted }\n`),
    ).toEqual(['bad.scenario.yaml:4: steps[0].expcet: unknown field "expcet"']);
  });

  it('reports a YAML syntax error with its line', () => {
    const [issue] = issuesOf(`${head}steps:\n  - { at: 0, worker: A, do: claim\n  - x\n`);
    expect(issue).toMatch(/^bad\.scenario\.yaml:\d+: \(yaml\): YAML syntax error: /);
    expect(Number(issue?.split(':')[1])).toBeGreaterThanOrEqual(4);
  });

  it('reports a duplicate key as a YAML error on its line', () => {
    expect(issuesOf(`title: T\nttl: 5\nttl: 6\nsteps: []\n`)[0]).toMatch(
      /^bad\.scenario\.yaml:3: \(yaml\): YAML syntax error: .*unique/,
    );
  });

  it('reports a step of a paused worker', () => {
    expect(
      issuesOf(
        `${head}steps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: pause, until: 7 }\n  - { at: 4, worker: A, do: commit }\n`,
      ),
    ).toEqual([
      'bad.scenario.yaml:6: steps[2]: A is paused from t=1 until t=7, so it cannot commit at t=4',
    ]);
  });

  it('allows the paused worker to act again at the tick its pause ends', () => {
    expect(
      scenarioOf(
        `${head}steps:\n  - { at: 1, worker: A, do: pause, until: 7 }\n  - { at: 7, worker: A, do: commit }\n`,
      ).steps,
    ).toHaveLength(2);
  });

  it('reports a step of a crashed worker, even at the same tick after the crash', () => {
    expect(
      issuesOf(
        `${head}steps:\n  - { at: 2, worker: A, do: crash }\n  - { at: 2, worker: A, do: commit }\n  - { at: 9, worker: A, do: claim }\n`,
      ),
    ).toEqual([
      'bad.scenario.yaml:5: steps[1]: A crashed at t=2 and does nothing afterwards',
      'bad.scenario.yaml:6: steps[2]: A crashed at t=2 and does nothing afterwards',
    ]);
  });

  it('judges pauses and crashes in run order, not file order', () => {
    expect(
      issuesOf(
        `${head}steps:\n  - { at: 5, worker: A, do: commit }\n  - { at: 1, worker: A, do: pause, until: 7 }\n`,
      ),
    ).toEqual([
      'bad.scenario.yaml:4: steps[0]: A is paused from t=1 until t=7, so it cannot commit at t=5',
    ]);
  });

  it('reports an unknown actor in clockSkew', () => {
    expect(
      issuesOf(`${head}clockSkew: { Z: 2 }\nsteps:\n  - { at: 0, worker: A, do: claim }\n`),
    ).toEqual(['bad.scenario.yaml:3: clockSkew.Z: unknown actor "Z": no step has it']);
  });

  it('reports an actor doing what its role does not allow', () => {
    expect(
      issuesOf(
        `${head}steps:\n  - { at: 0, worker: user, do: claim }\n  - { at: 1, worker: A, do: cancel }\n  - { at: 2, worker: user, do: recover }\n`,
      ),
    ).toEqual([
      'bad.scenario.yaml:4: steps[0].worker: "user" is not a worker and cannot claim; it may cancel, read or run a custom action',
      'bad.scenario.yaml:5: steps[1].worker: cancel is done by the actor "user", not "A"',
      'bad.scenario.yaml:6: steps[2].worker: recover is done by the actor "scheduler", not "user"',
    ]);
  });

  it('reports a custom action with no SQL', () => {
    expect(issuesOf(`${head}steps:\n  - { at: 0, worker: A, do: audit }\n`)).toEqual([
      'bad.scenario.yaml:4: steps[0].do: custom action "audit" has no SQL; add it under sql:',
    ]);
  });

  it('reports a pause without until, an until before at, and until on another action', () => {
    expect(
      issuesOf(
        `${head}steps:\n  - { at: 0, worker: A, do: pause }\n  - { at: 3, worker: B, do: pause, until: 3 }\n  - { at: 4, worker: C, do: claim, until: 9 }\n`,
      ),
    ).toEqual([
      'bad.scenario.yaml:4: steps[0]: a pause needs until: the tick it wakes at',
      'bad.scenario.yaml:5: steps[1].until: until (3) must be after at (3)',
      'bad.scenario.yaml:6: steps[2].until: only a pause has until, not claim',
    ]);
  });

  it('reports an expect on a step that has no outcome', () => {
    expect(issuesOf(`${head}steps:\n  - { at: 0, worker: A, do: crash, expect: ok }\n`)).toEqual([
      'bad.scenario.yaml:4: steps[0].expect: a crash has no outcome to expect',
    ]);
  });

  it('reports SQL given for an action that runs none', () => {
    expect(issuesOf(`${head}sql:\n  pause: SELECT 1\nsteps: []\n`)).toEqual([
      'bad.scenario.yaml:4: sql.pause: pause runs no SQL; remove it from sql:',
    ]);
  });

  it('reports a scenario that is not a mapping', () => {
    expect(issuesOf('- just\n- a list\n')).toEqual([
      'bad.scenario.yaml:1: (top level): a scenario must be a mapping with title, ttl and steps',
    ]);
  });
});

describe('hints for common YAML slips', () => {
  it('explains that a comma inside an unquoted flow value started a new field', () => {
    expect(
      issuesOf(`${head}steps:\n  - { at: 0, worker: A, do: claim, note: A wakes, too late }\n`),
    ).toEqual([
      'bad.scenario.yaml:4: steps[0].too late: unknown field "too late" (a "," inside { } or a ": " inside a value starts a new field; put the whole value in quotes)',
    ]);
  });
});

describe('hostile YAML', () => {
  it('refuses an alias bomb with a message instead of expanding it', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let k = 1; k < 8; k++) {
      const refs = Array.from({ length: 10 }, () => `*a${k - 1}`).join(', ');
      lines.push(`a${k}: &a${k} [${refs}]`);
    }
    const [issue] = issuesOf(`${lines.join('\n')}\ntitle: T\nttl: 5\nsteps: []\n`);
    expect(issue).toMatch(/^bad\.scenario\.yaml:5: \(yaml\): YAML error: .*alias/i);
  });
});
