import { describe, expect, it } from 'vitest';
import { parseScenarioYaml } from '../../engine/parseScenario';
import { REFERENCE_SQL } from '../../engine/referenceSql';
import { setActionSql, sqlMapOfText } from './scenarioText';
import { actionSqlOf, sqlActionsOf } from './scenarioSql';

const TEXT = `# the seed demo
title: Seed
ttl: 5
steps:
  - { at: 0, worker: A, do: claim } # A first
  - { at: 7, worker: A, do: commit }
`;

const edited = (text: string, action: string, sql: string) => {
  const r = setActionSql(text, action, sql);
  if (!r.ok) throw new Error(r.message);
  return r.text;
};
const scenario = (text: string) => {
  const r = parseScenarioYaml(text);
  if (!r.ok) throw new Error('invalid');
  return r.scenario;
};

describe('editing the SQL of one action inside the scenario text', () => {
  it('adds a sql: block above the steps and keeps the comments', () => {
    const text = edited(TEXT, 'commit', "UPDATE jobs SET state='done'\nWHERE id=:job");
    expect(text).toContain('# the seed demo');
    expect(text).toContain('# A first');
    expect(text.indexOf('sql:')).toBeLessThan(text.indexOf('steps:'));
    expect(scenario(text).sql).toEqual({ commit: "UPDATE jobs SET state='done'\nWHERE id=:job\n" });
  });

  it('replaces an existing entry and removes it again when the reference SQL comes back', () => {
    const once = edited(TEXT, 'commit', 'UPDATE jobs SET state = 1');
    const twice = edited(once, 'commit', 'UPDATE jobs SET state = 2');
    expect(scenario(twice).sql.commit).toBe('UPDATE jobs SET state = 2\n');
    const back = edited(twice, 'commit', REFERENCE_SQL.commit);
    expect(scenario(back).sql).toEqual({});
    expect(back).not.toContain('sql:');
  });

  it('refuses to edit text that is not valid YAML', () => {
    expect(setActionSql('title: [', 'commit', 'x')).toEqual({
      ok: false,
      problem: 'yaml-broken',
      message: 'Fix the YAML first: the SQL tabs edit the scenario text.',
    });
  });
});

describe('the actions a scenario runs', () => {
  it('lists actions in first use, then the rest of sql:, and knows their SQL', () => {
    const s = scenario(edited(TEXT, 'audit', 'SELECT 1'));
    expect(sqlActionsOf(s)).toEqual(['claim', 'commit', 'audit']);
    expect(actionSqlOf(s, 'claim')).toBe(REFERENCE_SQL.claim);
    expect(actionSqlOf(s, 'audit')).toBe('SELECT 1\n');
  });
});

describe('the sql: map of a text being typed', () => {
  it('reads the entries as written, without validating the rest', () => {
    const text = edited(TEXT, 'commit', 'UPDATE jobs SET state = 1').replace('ttl: 5', 'ttl: 0');
    expect(sqlMapOfText(text)).toEqual({ commit: 'UPDATE jobs SET state = 1\n' });
    expect(sqlMapOfText(TEXT)).toEqual({});
  });

  it('is null while the text is not valid YAML', () => {
    expect(sqlMapOfText('title: [')).toBeNull();
  });
});
