// `npm run lessons:check -- --engine postgres`: every scenario of the lessons run on sql.js and on
// one throwaway PostgreSQL (or FENCELAB_PG_URL), compared step by step (compare.ts).
import { PostgresMissing } from '../../src/pg/cluster';
import { runOnPostgres } from '../../src/pg/pgRunner';
import { openServer, type PgServer } from '../../src/pg/server';
import { createNodeSupervisor } from '../../src/sql/nodeHost';
import { formatIssue } from '../../src/engine/yamlSource';
import type { Scenario, Trace } from '../../src/engine/types';
import { collectScenarios, type CheckedScenario } from './collect';
import { compareRuns, differenceLine, unseenLine } from './compare';
import { checkRecorded } from './recorded';

export interface EngineCheckReport {
  scenarios: number;
  /** Lines for what fails the check: undeclared differences, declared ones not seen. */
  problems: string[];
  /** Declared differences that occurred. */
  declared: number;
}

/**
 * How many scenarios run on PostgreSQL at once: each waits mostly on the server (a database made
 * and dropped, sessions opened, a lock wait confirmed), so a few at a time take a fraction of the
 * time, and each has a database of its own.
 */
export const PG_CONCURRENCY = 10;

/** Runs each scenario on both engines and compares them; the lines keep the scenarios' order. */
export async function checkOnBothEngines(
  checked: CheckedScenario[],
  onSqlite: (s: Scenario) => Promise<Trace>,
  server: PgServer,
): Promise<EngineCheckReport> {
  const onSqliteAll: Trace[] = [];
  for (const c of checked) onSqliteAll.push(await onSqlite(c.scenario));
  const onPg: Trace[] = new Array<Trace>(checked.length);
  let next = 0;
  const lane = async () => {
    for (let k = next++; k < checked.length; k = next++) {
      const c = checked[k];
      if (c) onPg[k] = await runOnPostgres(c.scenario, server);
    }
  };
  await Promise.all(Array.from({ length: PG_CONCURRENCY }, lane));
  const problems: string[] = [];
  let declared = 0;
  checked.forEach(({ where, scenario }, k) => {
    const a = onSqliteAll[k];
    const b = onPg[k];
    if (!a || !b) throw new Error(`internal: no run of ${where}`);
    const c = compareRuns(a, b, scenario.postgres?.differences ?? []);
    problems.push(...c.undeclared.map((d) => differenceLine(where, a, d)));
    problems.push(...c.unseen.map((x) => unseenLine(where, a, x)));
    declared += c.declared;
  });
  return { scenarios: checked.length, problems, declared };
}

/** The whole check; returns the exit code. */
export async function lessonsCheckPostgres(root: string, lessonFiles: string[]): Promise<number> {
  const started = performance.now();
  const { checked, issues } = collectScenarios(root, lessonFiles);
  if (issues.length > 0) {
    for (const issue of issues) process.stderr.write(`${formatIssue(issue)}\n`);
    process.stderr.write(`lessons:check --engine postgres: ${issues.length} file problem(s)\n`);
    return 1;
  }
  let server: PgServer;
  try {
    server = await openServer();
  } catch (e) {
    if (!(e instanceof PostgresMissing)) throw e;
    process.stderr.write(`lessons:check --engine postgres: ${e.message}\n`);
    return 2;
  }
  if (server.unboundedTempFiles)
    process.stderr.write(
      "lessons:check --engine postgres: note: this server's temp_file_limit is -1, so a " +
        "scenario's sort can fill its disk; a superuser can bound it with ALTER SYSTEM SET " +
        "temp_file_limit = '256MB'\n",
    );
  const supervisor = createNodeSupervisor();
  try {
    const r = await checkOnBothEngines(checked, (s) => supervisor.run(s), server);
    const recorded = await checkRecorded(root, server);
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    const problems = [...r.problems, ...recorded.problems];
    for (const line of problems) process.stderr.write(`${line}\n`);
    if (problems.length > 0) {
      process.stderr.write(
        `lessons:check --engine postgres: ${problems.length} problem(s) in ` +
          `${r.scenarios + recorded.files} scenario(s)\n`,
      );
      return 1;
    }
    process.stdout.write(
      `lessons:check --engine postgres: ${r.scenarios} scenarios run on SQLite and on ` +
        `PostgreSQL, every step's outcome, token, violations, warnings and error the same, ` +
        `except ${r.declared} declared difference(s), each with its reason; ` +
        `${recorded.files} PostgreSQL-only scenarios (lessons/postgres) run again, every ` +
        `expectation met and every step as its recording shows (${secs} s)\n`,
    );
    return 0;
  } finally {
    supervisor.dispose();
    await server.close();
  }
}
