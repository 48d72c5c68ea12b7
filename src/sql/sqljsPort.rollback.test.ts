// SQL that makes SQLite end the whole transaction (ON CONFLICT ROLLBACK, RAISE(ROLLBACK)): a step
// is its own transaction, so that undoes the step, as any failed step is undone, and the run goes on.
import { describe, expect, it } from 'vitest';
import { STANDARD_SCHEMA } from '../engine/index';
import { run, scenarioOf } from '../testing/engine';
import { ok, port } from '../testing/port';

const scenario = (sql: string, extra = '') =>
  scenarioOf(`title: Rollback
ttl: 5
job: job-1
schema: |
${`${STANDARD_SCHEMA}\nCREATE TABLE log(x UNIQUE);\n${extra}`.replace(/^/gm, '  ')}
sql:
  add: ${JSON.stringify(sql)}
  look: SELECT count(*) AS n FROM log
steps:
  - { at: 0, worker: A, do: add }
  - { at: 1, worker: A, do: add }
  - { at: 2, worker: A, do: look }
  - { at: 3, worker: A, do: add }
  - { at: 4, worker: A, do: look }
`);

describe("a step that ends SQLite's transaction", () => {
  it('fails with the constraint, undoes only itself, and the run goes on (OR ROLLBACK)', async () => {
    const trace = await run(scenario('INSERT OR ROLLBACK INTO log VALUES (1)'));
    expect(trace.steps.map((s) => s.outcome === 'error')).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(trace.steps[1]?.error).toBe('UNIQUE constraint failed: log.x');
    expect(trace.steps[2]?.results[0]?.values).toEqual([[1]]);
    expect(trace.steps[4]?.results[0]?.values).toEqual([[1]]);
  });

  it("says a trigger's RAISE(ROLLBACK) message as the step's error", async () => {
    const trigger =
      "CREATE TRIGGER once BEFORE INSERT ON log WHEN (SELECT count(*) FROM log) > 0 BEGIN SELECT RAISE(ROLLBACK, 'only one'); END;";
    const trace = await run(scenario('INSERT INTO log VALUES (:now)', trigger));
    expect(trace.steps.map((s) => s.error)).toEqual([null, 'only one', null, 'only one', null]);
    expect(trace.steps[4]?.results[0]?.values).toEqual([[1]]);
  });

  it('fails a claim whose SQL ends it, and the claim takes no token', async () => {
    const s = scenario('INSERT OR ROLLBACK INTO log VALUES (1)');
    const claim = `INSERT OR ROLLBACK INTO log VALUES (1) RETURNING 7 AS token`;
    const trace = await run({
      ...s,
      sql: { ...s.sql, claim },
      steps: [
        { at: 0, actor: 'A', do: 'claim' },
        { at: 1, actor: 'B', do: 'claim' },
        { at: 2, actor: 'B', do: 'look' },
      ],
    });
    expect(trace.steps.map((x) => x.outcome).slice(0, 2)).toEqual(['granted', 'error']);
    expect(trace.steps[1]?.token).toBeNull();
    expect(trace.steps[2]?.results[0]?.values).toEqual([[1]]);
  });

  it('stops, saying why, when it would undo steps a savepoint still holds', () => {
    port.reset();
    ok('CREATE TABLE log(x UNIQUE)');
    port.savepoint('explored');
    ok('INSERT INTO log VALUES (1)');
    expect(() => port.run('INSERT OR ROLLBACK INTO log VALUES (1)', {})).toThrow(
      /ended the whole transaction .* cannot go on/,
    );
  });
});
