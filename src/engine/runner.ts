// Runs a scenario step by step through a SqlPort and records the trace. Pure: SQL only via the port.
import { INITIAL_TRUTH } from './oracle';
import { runOrder } from './runOrder';
import { DEFAULT_TIME_LIMIT_MS } from './timeLimit';
import {
  initialBeliefs,
  runSchema,
  runStep,
  runTexts,
  type RunState,
  type StepEnv,
} from './stepKernel';
import type { Scenario, SqlPort, Trace } from './types';
import { startTrace, tallyStep } from './traceRecord';

export { timeLimitMessage } from './stepKernel';

export { DEFAULT_TIME_LIMIT_MS };

/** The step index a supervisor uses for the schema, which runs before step 0. */
export const SCHEMA_STEP = -1;

export interface RunOptions {
  /**
   * Steps (run-order indices, or SCHEMA_STEP) that ran past the time limit in an earlier
   * attempt. They end as `error` without running, so a restarted run gets past them.
   */
  timedOut?: ReadonlySet<number>;
  /**
   * SQL texts that ran past the time limit at one of the `timedOut` steps. A later step with the
   * same SQL ends as a time-limit error without running, so a runaway costs the limit once.
   */
  timedOutSql?: ReadonlySet<string>;
  /** Used in the time-limit message. */
  timeLimitMs?: number;
  /** Called just before each SQL unit runs, so a supervisor can arm its watchdog. */
  onStep?: (i: number) => void;
  /** Called as soon as that unit returns, so the engine's own bookkeeping is never timed. */
  onStepDone?: (i: number) => void;
  /**
   * Called with the database as it stands after the schema (SCHEMA_STEP) and after each step
   * (its run-order index), for a caller that reads the port then (the brute-force reference).
   */
  onState?: (i: number) => void;
  /**
   * False when the caller reads only outcomes and verdicts (the checker's generated timelines):
   * no table is read after each step, and every record keeps the initial tables.
   */
  recordTables?: boolean;
}

/**
 * Runs every step in run order on a fresh database and returns the full trace: outcome,
 * changes, token, error, rows, bound SQL, table snapshot, beliefs and the oracle's verdict for
 * each step. Deterministic: the same scenario gives the same trace, byte for byte.
 */
export function runScenario(scenario: Scenario, port: SqlPort, options: RunOptions = {}): Trace {
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const timedOut = options.timedOut ?? new Set<number>();
  port.reset(
    runTexts(
      scenario,
      scenario.steps.map((s) => s.do),
    ),
  );

  const schemaFacts = runSchema(scenario, port, timedOut.has(SCHEMA_STEP) ? limit : null, options);
  const initial = port.snapshot();
  options.onState?.(SCHEMA_STEP);
  const trace = startTrace(scenario.title, initial, schemaFacts);
  if (trace.schemaError !== null) return trace;

  const env: StepEnv = {
    scenario,
    port,
    initial,
    templates: new Map(),
    timedOut,
    timeLimitMs: limit,
  };
  if (options.timedOutSql) env.timedOutSql = options.timedOutSql;
  if (options.onStep) env.onStep = options.onStep;
  if (options.onStepDone) env.onStepDone = options.onStepDone;
  if (options.recordTables === false) env.recordTables = false;
  let state: RunState = {
    beliefs: initialBeliefs(scenario.steps.map((s) => s.actor)),
    truth: INITIAL_TRUTH,
  };
  runOrder(scenario.steps).forEach((fileIndex, i) => {
    const step = scenario.steps[fileIndex];
    if (!step) return;
    const { rec, state: next } = runStep(env, state, step, i);
    state = next;
    tallyStep(trace, step, rec);
    trace.steps.push(rec);
    options.onState?.(i);
  });
  trace.safe = trace.violations.length === 0;
  return trace;
}
