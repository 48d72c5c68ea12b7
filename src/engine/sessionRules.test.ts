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
