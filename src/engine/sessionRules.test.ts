import { describe, expect, it } from 'vitest';
import { sessionActionOf } from './actors';
import { parseScenarioYaml } from './parseScenario';
import { formatIssue } from './yamlSource';
import { run, scenarioOf } from '../testing/engine';

const HELD = `title: Held across ticks
ttl: 5
steps:
  - { at: 0, worker: A, do: begin }
  - { at: 1, worker: A, do: claim }
  - { at: 2, worker: A, do: end, expect: ok }
`;

const issues = (yaml: string, sessions?: boolean) => {
  const r = parseScenarioYaml(yaml, 'f.scenario.yaml', sessions ? { sessions } : undefined);
  return r.ok ? [] : r.issues.map(formatIssue);
};

describe('the session actions begin and end', () => {
  it('are invalid input on SQLite, with a message that names --engine postgres', () => {
    expect(issues(HELD)).toEqual([
      'f.scenario.yaml:4: steps[0].do: begin needs --engine postgres: SQLite here has one connection, so a worker cannot hold a transaction open from one step to the next',
      'f.scenario.yaml:6: steps[2].do: end needs --engine postgres: SQLite here has one connection, so a worker cannot hold a transaction open from one step to the next',
    ]);
  });

  it('are valid for a run on PostgreSQL, expect included', () => {
    expect(issues(HELD, true)).toEqual([]);
  });

  it('must pair up per worker, in run order; one still open after the last step is fine', () => {
    const yaml = `title: Pairs
ttl: 5
steps:
  - { at: 0, worker: A, do: begin }
  - { at: 1, worker: B, do: end }
  - { at: 2, worker: B, do: begin }
  - { at: 2, worker: A, do: crash }
  - { at: 3, worker: B, do: end }
  - { at: 4, worker: C, do: begin }
`;
    expect(issues(yaml, true)).toEqual([
      'f.scenario.yaml:5: steps[1]: B has no transaction open at t=1: an end needs a begin before it',
    ]);
  });

  it('may be held by the user and the scheduler too, each on its own session', () => {
    const yaml = `title: A cancel in a transaction
ttl: 5
steps:
  - { at: 0, worker: user, do: begin, isolation: serializable }
  - { at: 1, worker: user, do: cancel, expect: accepted }
  - { at: 1, worker: scheduler, do: begin }
  - { at: 2, worker: user, do: end, expect: ok }
  - { at: 2, worker: scheduler, do: end }
`;
    expect(issues(yaml, true)).toEqual([]);
    const r = parseScenarioYaml(yaml, 'f.scenario.yaml', { sessions: true });
    expect(r.ok && r.scenario.steps[0]?.isolation).toBe('serializable');
  });

  it('take an isolation level on a begin only, and only a level PostgreSQL has', () => {
    const yaml = `title: Levels
ttl: 5
steps:
  - { at: 0, worker: A, do: begin, isolation: snapshot }
  - { at: 1, worker: A, do: claim, isolation: serializable }
  - { at: 2, worker: A, do: end, isolation: serializable }
`;
    expect(issues(yaml, true)).toEqual([
      'f.scenario.yaml:4: steps[0].isolation: isolation must be one of: read committed, repeatable read, serializable',
    ]);
    expect(issues(yaml.replace('snapshot', "'repeatable read'"), true)).toEqual([
      'f.scenario.yaml:5: steps[1].isolation: only a begin has isolation, not claim',
      'f.scenario.yaml:6: steps[2].isolation: only a begin has isolation, not end',
    ]);
  });

  it('stay custom actions where the file gives them SQL, as the contract says of any other name', async () => {
    const yaml = `title: Custom begin
ttl: 5
sql:
  begin: UPDATE jobs SET result = 'started' WHERE id = :job
steps:
  - { at: 0, worker: user, do: begin, expect: accepted }
`;
    expect(sessionActionOf({ begin: 'x' }, 'begin')).toBeNull();
    expect(sessionActionOf({}, 'end')).toBe('end');
    expect(sessionActionOf({}, 'commit')).toBeNull();
    const trace = await run(scenarioOf(yaml));
    expect(trace.steps[0]?.outcome).toBe('accepted');
  });
});
