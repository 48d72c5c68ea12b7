// A re-run that starts from the database its schema left (sqljsBase.ts) gives the trace a run on a
// new database gives: for every scenario that ships, its exercises with the starter, the solution
// and the solution's mutants, generated timelines in any order, and SQL made to tell the two apart.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { loadLesson } from '../content/lessons/lesson';
import { exerciseTimelines } from '../content/check/exerciseTimelines';
import { mutantsOf } from '../content/check/mutants';
import { exploreScenario } from '../engine/explore/explore';
import { parseScenarioYaml, runScenario, STANDARD_SCHEMA } from '../engine/index';
import { timelineArb } from '../engine/testing/arbitraries';
import type { Scenario, SqlPort } from '../engine/types';
import { scenarioOf } from '../testing/engine';
import { createSqlJsPort } from './sqljsPort';

const SQL = await initSqlJs();

/** sql.js with every database it opens counted, so a test can tell a kept run from a new one. */
function counted(): { SQL: SqlJsStatic; opened: () => number } {
  let n = 0;
  class Database extends SQL.Database {
    constructor(...args: ConstructorParameters<SqlJsStatic['Database']>) {
      super(...args);
      n++;
    }
  }
  return { SQL: { ...SQL, Database } as SqlJsStatic, opened: () => n };
}

/** A port that starts every run on a new database: reset without the run's texts. */
function freshPort(): SqlPort {
  const p = createSqlJsPort(SQL);
  return { ...p, reset: () => p.reset() };
}

const fresh = freshPort();
const newRun = (s: Scenario) => runScenario(s, fresh);

/** Every shipped scenario, and each exercise with its starter, solution and solution's mutants. */
function shipped(): { where: string; scenario: Scenario }[] {
  const out: { where: string; scenario: Scenario }[] = [];
  const files = (dir: string, end: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(end))
      .sort()
      .map((f) => `${dir}/${f}`);
  for (const file of files('lessons', '.lesson.yaml')) {
    const r = loadLesson(readFileSync(file, 'utf8'), file);
    if (!r.ok) throw new Error(`${file} does not load`);
    const l = r.lesson;
    for (const e of l.scenarios) out.push({ where: `${file}#${e.id}`, scenario: e.scenario });
    const { starter, solution } = l.exercise;
    for (const t of exerciseTimelines(l, starter))
      out.push({ where: `${file}#${t.id} (starter)`, scenario: t.scenario });
    for (const [action, text] of Object.entries(solution)) {
      // Three mutants of each edited action: SQL a learner might write, on the lesson's schema.
      for (const m of mutantsOf(text).slice(0, 3))
        for (const t of exerciseTimelines(l, { ...solution, [action]: m.sql }))
          out.push({
            where: `${file}#${t.id} (${action}: ${m.description})`,
            scenario: t.scenario,
          });
    }
  }
  for (const dir of ['lessons/scenarios', 'lessons/explore'])
    for (const file of files(dir, '.scenario.yaml')) {
      const r = parseScenarioYaml(readFileSync(file, 'utf8'), file);
      // The runaway example never ends here: it needs the worker's time limit.
      if (r.ok && !/recursive/i.test(JSON.stringify(r.scenario)))
        out.push({ where: file, scenario: r.scenario });
    }
  return out;
}

describe('a run that starts from the kept database', () => {
  it('gives every shipped scenario the trace a new database gives, run after any other', () => {
    const corpus = shipped();
    expect(corpus.length).toBeGreaterThan(500);
    const c = counted();
    const kept = createSqlJsPort(c.SQL);
    // Forwards, then backwards: each scenario follows a different one each way, on the same
    // schema (most lessons use the standard one) or another.
    const order = [...corpus, ...corpus.slice().reverse()];
    for (const { where, scenario } of order) {
      const want = newRun(scenario);
      expect(runScenario(scenario, kept), where).toEqual(want);
      expect(runScenario(scenario, kept), `${where}, again`).toEqual(want);
    }
    // Most runs started from a kept database (a step that fails to compile, DDL or a PRAGMA
    // make the next run start anew): far fewer databases were opened than runs were made.
    expect(c.opened()).toBeLessThan(order.length);
  });

  it('gives generated timelines, in any order, the traces new databases give', () => {
    const kept = createSqlJsPort(SQL);
    fc.assert(
      fc.property(fc.array(timelineArb(), { minLength: 1, maxLength: 6 }), (scenarios) => {
        for (const s of scenarios) expect(runScenario(s, kept)).toEqual(newRun(s));
      }),
      { numRuns: 60 },
    );
  });

  it('opens no new database to re-run a timeline, nor to run another on the same schema', () => {
    const c = counted();
    const kept = createSqlJsPort(c.SQL);
    const a = scenarioOf(TIMELINE);
    const b = { ...a, sql: { write: "UPDATE jobs SET result = 'b' WHERE id = :job" } };
    runScenario(a, kept);
    const opened = c.opened();
    for (let k = 0; k < 3; k++) {
      expect(runScenario(a, kept)).toEqual(newRun(a));
      expect(runScenario(b, kept)).toEqual(newRun(b));
    }
    expect(c.opened()).toBe(opened);
    // A schema of its own, or the same schema with another job, starts on a new database.
    runScenario({ ...a, job: 'job-2' }, kept);
    expect(c.opened()).toBe(opened + 1);
  });

  it('starts anew after savepoints a search left open, and explores as on a new database', () => {
    const kept = createSqlJsPort(SQL);
    const s = scenarioOf(TIMELINE);
    runScenario(s, kept);
    kept.savepoint('left_open');
    kept.run("UPDATE jobs SET result = 'left behind'", {});
    expect(runScenario(s, kept)).toEqual(newRun(s));
    const explored = exploreScenario(s, kept);
    expect(explored).toEqual(exploreScenario(s, fresh));
    expect(runScenario(s, kept)).toEqual(newRun(s));
  });

  it('rolls back past the tables and triggers a step made, and prepares its SQL again', () => {
    const c = counted();
    const kept = createSqlJsPort(c.SQL);
    const s = scenarioOf(`${TIMELINE}sql:
  write: "CREATE TABLE IF NOT EXISTS extra(x); INSERT INTO extra VALUES (:now)"
  read: "CREATE TRIGGER IF NOT EXISTS t AFTER INSERT ON extra BEGIN INSERT INTO log(v) VALUES (NEW.x); END; SELECT * FROM log"
`);
    for (let k = 0; k < 3; k++) expect(runScenario(s, kept)).toEqual(newRun(s));
    expect(runScenario(scenarioOf(TIMELINE), kept)).toEqual(newRun(scenarioOf(TIMELINE)));
    expect(c.opened()).toBe(2);
  });
});

describe('a kept run with appendOnly tables', () => {
  // The same schema, with and without the guard: a REPLACE fires the DELETE trigger only while
  // recursive_triggers is on, which the guard turns on and a new database has off.
  const REPLACED = (appendOnly: string) =>
    scenarioOf(`title: Replace under a delete trigger
ttl: 3
job: job-1
schema: |
  CREATE TABLE t(id INTEGER PRIMARY KEY, v TEXT);
  CREATE TABLE log(v TEXT);
  CREATE TRIGGER gone AFTER DELETE ON t BEGIN INSERT INTO log VALUES (OLD.v); END;
  INSERT INTO t VALUES (1, 'first');
${appendOnly}sql:
  replace: INSERT OR REPLACE INTO t VALUES (1, :worker)
  read: SELECT count(*) AS logged FROM log
steps:
  - { at: 0, worker: A, do: replace }
  - { at: 1, worker: A, do: read }
`);
  const guarded = REPLACED('appendOnly: [log]\n');
  const plain = REPLACED('');
  const logged = (s: Scenario) => runScenario(s, fresh).steps[1]?.results[0]?.values;

  it('keeps the guard with the schema: re-runs open no new database and give the same traces', () => {
    const c = counted();
    const kept = createSqlJsPort(c.SQL);
    runScenario(guarded, kept);
    const opened = c.opened();
    for (let k = 0; k < 3; k++) expect(runScenario(guarded, kept)).toEqual(newRun(guarded));
    expect(c.opened()).toBe(opened);
    expect(logged(guarded)).toEqual([[1]]);
  });

  it('gives a run without the guard the setting a new database has, after runs with it', () => {
    const kept = createSqlJsPort(SQL);
    expect(logged(plain)).toEqual([[0]]);
    for (let k = 0; k < 2; k++) {
      runScenario(guarded, kept);
      runScenario(guarded, kept);
      expect(runScenario(plain, kept)).toEqual(newRun(plain));
      expect(runScenario(guarded, kept)).toEqual(newRun(guarded));
    }
  });
});

describe('SQL that could tell a kept database from a new one', () => {
  /** Runs `other`, then `s`, on one port: `s` must get what it gets on a new database. */
  const after = (other: Scenario, s: Scenario) => {
    const kept = createSqlJsPort(SQL);
    runScenario(other, kept);
    runScenario(other, kept);
    return runScenario(s, kept);
  };
  // Its last statement changes three rows and inserts rowid 3; a new database's last, one and 1.
  const writes = scenarioOf(`${TIMELINE}sql:
  commit: "INSERT INTO log(v) VALUES (:now), (:now + 1), (:now + 2)"
`);
  // The read comes first, so what it sees is what the schema left (or what a run before left).
  const withLog = (sql: string) =>
    scenarioOf(`${TIMELINE.replace('steps:\n', 'steps:\n  - { at: 0, worker: B, do: read }\n')}sql:
  read: ${JSON.stringify(sql)}
`);

  it.each([
    ['SELECT changes() AS c FROM jobs'],
    ['SELECT total_changes() AS t FROM jobs'],
    ['SELECT last_insert_rowid() AS r FROM jobs'],
  ])('reads what the connection remembers as a new database has it: %s', (sql) => {
    const s = withLog(sql);
    const trace = after(writes, s);
    expect(trace).toEqual(newRun(s));
    expect(trace.steps.find((t) => t.do === 'read')?.results[0]?.values).toEqual(
      newRun(s).steps.find((t) => t.do === 'read')?.results[0]?.values,
    );
  });

  it('turns foreign keys on as a new database does (a PRAGMA does nothing inside a transaction)', () => {
    const s = scenarioOf(`title: Foreign keys
ttl: 5
schema: |
  CREATE TABLE jobs(id TEXT PRIMARY KEY);
  CREATE TABLE child(job TEXT REFERENCES jobs(id));
  INSERT INTO jobs VALUES (:job);
sql:
  keys: PRAGMA foreign_keys = ON
  orphan: INSERT INTO child VALUES ('nobody')
steps:
  - { at: 0, worker: A, do: keys }
  - { at: 1, worker: A, do: keys }
  - { at: 2, worker: A, do: orphan }
`);
    const want = newRun(s);
    expect(want.steps[2]?.error).toMatch(/FOREIGN KEY/);
    expect(after(s, s)).toEqual(want);
  });

  it("runs a unit that ends SQLite's transaction as a new database does", () => {
    // OR ROLLBACK ends the whole transaction: a run with it starts on a new database each time.
    const s = scenarioOf(`${TIMELINE}sql:
  write: INSERT OR ROLLBACK INTO log(id) VALUES (1)
`);
    const kept = createSqlJsPort(SQL);
    const plain = scenarioOf(TIMELINE);
    runScenario(plain, kept);
    const want = newRun(s);
    expect(want.steps.find((x) => x.at === 6)?.error).toMatch(/UNIQUE/);
    expect(runScenario(s, kept)).toEqual(want);
    expect(runScenario(plain, kept)).toEqual(newRun(plain));
  });

  it('refuses SQL the run was not started with when it could tell, and runs it when it cannot', () => {
    const kept = createSqlJsPort(SQL);
    const params = { ':job': 'job-1', ':ttl': 3 };
    const start = () => {
      kept.reset([LOG_SCHEMA]);
      kept.run(LOG_SCHEMA, params);
    };
    // On a new database, with none of the run's savepoints open, the run leaves the kept one.
    start();
    const r = kept.run('SELECT changes() AS c', {});
    expect(r.ok && r.value.results[0]?.values).toEqual([[1]]);
    // Inside a savepoint of the run it cannot leave it; on a kept database it cannot tell.
    start();
    kept.savepoint('step');
    expect(() => kept.run('SELECT changes()', {})).toThrow(/not started with this SQL/);
    start();
    start();
    expect(() => kept.run('SELECT changes()', {})).toThrow(/not started with this SQL/);
    expect(kept.run('SELECT count(*) FROM log', {}).ok).toBe(true);
  });
});

const LOG_SCHEMA = `${STANDARD_SCHEMA}\nCREATE TABLE log(id INTEGER PRIMARY KEY, v INTEGER);`;

const TIMELINE = `title: Two workers
ttl: 3
job: job-1
schema: |
${LOG_SCHEMA.replace(/^/gm, '  ')}
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 1, worker: A, do: write, expect: accepted }
  - { at: 1, worker: A, do: pause, until: 6 }
  - { at: 5, worker: B, do: claim, expect: granted }
  - { at: 6, worker: A, do: write }
  - { at: 7, worker: B, do: read }
  - { at: 7, worker: B, do: commit, expect: accepted }
`;
