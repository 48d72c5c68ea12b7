import { describe, expect, it } from 'vitest';
import { scenarioOf } from '../testing/engine';
import { scenarioToYaml } from './scenarioYaml';

const strip = (s: ReturnType<typeof scenarioOf>) => ({
  ...s,
  steps: s.steps.map(({ line: _line, ...rest }) => rest),
});

describe('scenarioToYaml', () => {
  it('writes a scenario that parses back to the same scenario', () => {
    const s = scenarioOf(`title: "Round: trip"
ttl: 4
job: r
clockSkew: { A: -1 }
schema: |
  CREATE TABLE jobs(id TEXT, owner TEXT, lease_until INTEGER, fence INTEGER, state TEXT, result TEXT);
  INSERT INTO jobs VALUES (:job, NULL, 0, 0, 'ready', NULL);
sql:
  commit: |
    UPDATE jobs SET state='done'
    WHERE id=:job AND owner=:worker
steps:
  - { at: 0, worker: A, do: claim, expect: granted, note: "A, first" }
  - { at: 1, worker: A, do: pause, until: 4 }
  - { at: 4, worker: A, do: commit, payload: 7, key: k }
explore: { programs: { A: [claim, commit] }, horizon: 6, maxPause: 2, user: [cancel] }
`);
    const text = scenarioToYaml(s);
    expect(strip(scenarioOf(text))).toEqual(strip(s));
    expect(text).toContain('  commit: |\n    UPDATE jobs');
    expect(text).toContain('  - { at: 1, worker: A, do: pause, until: 4 }');
  });

  it('leaves out fields at their defaults', () => {
    const text = scenarioToYaml(scenarioOf('title: T\nttl: 3\nsteps: []\n'));
    expect(text).toBe('title: T\nttl: 3\njob: job-1\nsteps: []\n');
  });
});
