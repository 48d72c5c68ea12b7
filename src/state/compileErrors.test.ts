import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import { compileErrorsOf, compileErrorsOfRuns, isCompileError } from './compileErrors';

const BROKEN = "UPDATE jobs SET state='done', result=:payloadWHERE id=:job";

/** The seed timeline with the given SQL for its commit (and any other action). */
const seed = (sql: Record<string, string>) => `title: Seed
ttl: 5
sql: ${JSON.stringify(sql)}
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 8, worker: B, do: commit }
`;

describe('SQLite messages that say a statement did not compile', () => {
  it('are parse errors and names the database does not have', () => {
    expect(isCompileError('near "id": syntax error')).toBe(true);
    expect(isCompileError('incomplete input')).toBe(true);
    expect(isCompileError('unrecognized token: "\'done"')).toBe(true);
    expect(isCompileError('no such column: leas_until')).toBe(true);
    expect(isCompileError('no such table: job')).toBe(true);
  });

  it('are not the errors of running it', () => {
    expect(isCompileError('UNIQUE constraint failed: jobs.id')).toBe(false);
    expect(isCompileError('CHECK constraint failed: fence >= 0')).toBe(false);
    expect(isCompileError('datatype mismatch')).toBe(false);
  });
});

describe('the compile errors of a run', () => {
  it('name the action once, with SQLite’s message and where its statement starts', async () => {
    const trace = await run(seed({ commit: BROKEN }));
    expect(trace.steps.filter((s) => s.outcome === 'error')).toHaveLength(2);
    expect(compileErrorsOf(trace)).toEqual([
      { action: 'commit', error: 'near "id": syntax error', sql: BROKEN, offset: 0 },
    ]);
  });

  it('are none when the SQL compiles, even if a step fails running it', async () => {
    expect(compileErrorsOf(await run(seed({})))).toEqual([]);
    const failing = await run(seed({ commit: 'INSERT INTO jobs (id) VALUES (:job)' }));
    expect(failing.steps.some((s) => s.outcome === 'error')).toBe(true);
    expect(compileErrorsOf(failing)).toEqual([]);
  });

  it('are none for an action that compiled at one of its steps', async () => {
    const trace = await run(`title: Later table
ttl: 5
sql:
  make: CREATE TABLE IF NOT EXISTS later (x)
  use: INSERT INTO later VALUES (1)
steps:
  - { at: 0, worker: A, do: use }
  - { at: 1, worker: A, do: make }
  - { at: 2, worker: A, do: use }
`);
    expect(trace.steps[0]?.error).toContain('no such table');
    expect(compileErrorsOf(trace)).toEqual([]);
  });

  it('of several runs of the same SQL are said once', async () => {
    const a = await run(seed({ commit: BROKEN }));
    const b = await run(seed({ commit: BROKEN, claim: 'SELEC 1' }));
    expect(compileErrorsOfRuns([a, b]).map((e) => [e.action, e.error])).toEqual([
      ['commit', 'near "id": syntax error'],
      ['claim', 'near "SELEC": syntax error'],
    ]);
  });
});
