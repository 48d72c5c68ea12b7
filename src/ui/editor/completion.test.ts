import { describe, expect, it } from 'vitest';
import { run } from '../../testing/engine';
import { completionsAt, PARAMETER_DOCS, schemaOf } from './completion';

const WITH_AUDIT = `title: Audit
ttl: 5
sql:
  audit: |
    CREATE TABLE IF NOT EXISTS audit(at INTEGER, who TEXT)
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: audit }
`;

describe('the live schema', () => {
  it('lists the tables of the standard schema with their columns', async () => {
    const tables = schemaOf(
      await run('title: T\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n'),
    );
    expect(tables).toEqual([
      { name: 'jobs', columns: ['id', 'owner', 'lease_until', 'fence', 'state', 'result'] },
      { name: 'storage', columns: ['id', 'body', 'max_token'] },
    ]);
  });

  it('includes a table a step created during the run', async () => {
    const names = schemaOf(await run(WITH_AUDIT)).map((t) => t.name);
    expect(names).toEqual(['audit', 'jobs', 'storage']);
  });

  it('is empty before any run', () => {
    expect(schemaOf(null)).toEqual([]);
  });
});

describe('completions while typing SQL', () => {
  const tables = [
    { name: 'jobs', columns: ['id', 'owner'] },
    { name: 'storage', columns: ['id', 'body'] },
  ];

  it('offers tables, columns (once each, naming their tables) and parameters', () => {
    const items = completionsAt(tables, 'UPDATE ');
    expect(items.filter((i) => i.kind === 'table').map((i) => i.label)).toEqual([
      'jobs',
      'storage',
    ]);
    const id = items.find((i) => i.label === 'id');
    expect(id).toMatchObject({ kind: 'column', detail: 'column of jobs, storage' });
    expect(items.filter((i) => i.kind === 'parameter')).toHaveLength(8);
  });

  it('offers only the bound parameters after a colon, each with its meaning', () => {
    const items = completionsAt(tables, 'WHERE fence=:');
    expect(items.map((i) => i.label)).toEqual(Object.keys(PARAMETER_DOCS));
    expect(items.find((i) => i.label === ':token')?.documentation).toMatch(/last granted claim/);
  });

  it('offers only the columns of the table before a dot', () => {
    expect(completionsAt(tables, 'SELECT storage.').map((i) => i.label)).toEqual(['id', 'body']);
    expect(completionsAt(tables, 'SELECT nope.')).toEqual([]);
  });
});
