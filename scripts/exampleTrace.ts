// An example's trace, run at build time on sql.js in Node by the same engine the browser's worker
// runs (runScenario on a sql.js port): deterministic, so the trace is the one the worker would
// give, byte for byte (exampleTrace.test.ts holds that against the worker path). The home page's
// story shows it without starting the SQL worker, so a first visit fetches neither the worker nor
// sql.js's wasm.
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import { runScenario } from '../src/engine/runner';
import type { Scenario, Trace } from '../src/engine/types';
import { createSqlJsPort } from '../src/sql/sqljsPort';

let sqlJs: Promise<SqlJsStatic> | null = null;

/** The trace of a scenario checked at build time. */
export async function exampleTrace(scenario: Scenario): Promise<Trace> {
  sqlJs ??= initSqlJs();
  return runScenario(scenario, createSqlJsPort(await sqlJs));
}
