import { describe, expect, it } from 'vitest';
import { REFERENCE_SQL } from '../../engine/referenceSql';
import { scenarioOf } from '../../testing/engine';
import { editedTabs, editorTabs, tabSqlOf } from './tabs';

const TEXT = `title: Seed
ttl: 5
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 7, worker: A, do: commit }
`;
const NAIVE = TEXT.replace('steps:', "sql:\n  commit: |\n    UPDATE jobs SET state='done'\nsteps:");

describe('the editor tabs', () => {
  it('are the YAML, then each action with SQL in first use', () => {
    expect(editorTabs(scenarioOf(TEXT)).map((t) => [t.id, t.language])).toEqual([
      ['yaml', 'yaml'],
      ['claim', 'sql'],
      ['commit', 'sql'],
    ]);
  });

  it('are only the YAML before a valid parse', () => {
    expect(editorTabs(null).map((t) => t.id)).toEqual(['yaml']);
  });

  it("show an action's own SQL without the block's line break, else the reference", () => {
    expect(tabSqlOf(NAIVE, 'commit')).toBe("UPDATE jobs SET state='done'");
    expect(tabSqlOf(NAIVE, 'claim')).toBe(REFERENCE_SQL.claim);
    expect(tabSqlOf('title: [', 'claim')).toBeNull();
  });

  it('mark the YAML and the action whose SQL differs from the example as shipped', () => {
    const tabs = editorTabs(scenarioOf(TEXT));
    expect([...editedTabs(TEXT, NAIVE, tabs)]).toEqual(['yaml', 'commit']);
    expect([...editedTabs(TEXT, TEXT.replace('ttl: 5', 'ttl: 6'), tabs)]).toEqual(['yaml']);
    expect([...editedTabs(TEXT, TEXT, tabs)]).toEqual([]);
  });
});
