import { describe, expect, it } from 'vitest';
import { storeFacts } from './storeFacts';
import { seedsOf } from './vocabulary';

const jobs = {
  name: 'jobs',
  columns: ['id', 'owner', 'lease_until', 'fence', 'state'],
  rows: [['r', null, 0, 0, 'ready']],
  total: 1,
};

describe('storeFacts', () => {
  it('reads back every seed seedsOf writes, in order', () => {
    const seeds = seedsOf([jobs]);
    expect(storeFacts(seeds.join('\n'))).toEqual([
      { kind: 'raised', table: 'jobs', columns: ['fence'], by: 9 },
      { kind: 'raised', table: 'jobs', columns: ['fence'], by: 99 },
      { kind: 'other', table: 'jobs' },
      { kind: 'prefix', table: 'jobs' },
    ]);
  });

  it('names every raised column of a table and unquotes odd names', () => {
    const seeds = seedsOf([
      {
        name: 'my "refs"',
        columns: ['name', 'version', 'generation'],
        rows: [['r', 1, 2]],
        total: 1,
      },
    ]);
    expect(storeFacts(seeds[0])).toEqual([
      { kind: 'raised', table: 'my "refs"', columns: ['version', 'generation'], by: 9 },
    ]);
  });

  it("says nothing of a lesson's own schema", () => {
    const schema =
      'CREATE TABLE jobs(id TEXT PRIMARY KEY, fence INTEGER);\n' +
      "INSERT INTO jobs VALUES ('r', 0);\nUPDATE jobs SET fence = fence + 9;";
    expect(storeFacts(schema)).toEqual([]);
    expect(storeFacts(undefined)).toEqual([]);
  });
});
