// engine_step, rerun_200_steps, sqljs_prepared_update and engine_vs_raw: a full runScenario of
// the 200-step scenario, timed in turn with the raw prepared UPDATE it is compared against.
import type { SqlJsStatic } from 'sql.js';
import { runScenario, STANDARD_SCHEMA, type Scenario, type SqlPort } from '../../src/engine';
import { median, medianMsPerCall, type Bench } from './measure';
import { buildBenchScenario } from './scenario200';
import { preparedUpdate } from './sqljsPreparedUpdate';

const BATCHES = 21;
/** Raw UPDATEs per batch, and whole runs per batch (each batch takes a few milliseconds). */
const RAW_CALLS = 2000;
const RUNS = 10;

/**
 * Times whole runs (reset, schema, every step, snapshots, oracle), so the per-step figure is what a
 * learner pays when the player re-runs a timeline, not just the SQL. A re-run of the same schema
 * starts from the database the schema left (SqlPort.reset's texts); `engine_step_cold` is a run
 * whose schema text is new each time (a new database, every statement prepared again).
 *
 * The raw UPDATE and the engine are timed in alternate batches, and engine_vs_raw is the median
 * of each pair's ratio: this machine's speed drifts by half within a minute, which two medians
 * taken a minute apart would count as the engine's.
 */
export function engineRun(SQL: SqlJsStatic, port: SqlPort): Bench {
  return () => {
    const scenario = buildBenchScenario();
    const steps = scenario.steps.length;
    check(runScenario(scenario, port), steps);
    const raw = preparedUpdate(SQL);
    let k = 0;
    const rawBatch = () => timed(() => raw.call(k++), RAW_CALLS);
    const runBatch = () => timed(() => runScenario(scenario, port), RUNS);
    for (let w = 0; w < 5; w++) {
      rawBatch();
      runBatch();
    }
    const rawUs: number[] = [];
    const runMs: number[] = [];
    const ratios: number[] = [];
    for (let b = 0; b < BATCHES; b++) {
      const r = rawBatch() * 1000;
      const e = runBatch();
      rawUs.push(r);
      runMs.push(e);
      ratios.push((e * 1000) / steps / r);
    }
    raw.close();
    let n = 0;
    check(runScenario(fresh(scenario, -1), port), steps);
    const cold = medianMsPerCall(() => runScenario(fresh(scenario, n++), port), {
      warmup: 5,
      batches: 15,
      iterations: 5,
    });
    return [
      { name: 'sqljs_prepared_update', value: median(rawUs), unit: 'us/op' },
      { name: 'engine_step', value: (median(runMs) * 1000) / steps, unit: 'us/step' },
      { name: `rerun_${steps}_steps`, value: median(runMs), unit: 'ms' },
      { name: 'engine_vs_raw', value: median(ratios), unit: 'ratio' },
      { name: 'engine_step_cold', value: (cold * 1000) / steps, unit: 'us/step' },
    ];
  };
}

function timed(body: () => void, calls: number): number {
  const t0 = performance.now();
  for (let j = 0; j < calls; j++) body();
  return (performance.now() - t0) / calls;
}

/** The scenario with a schema text no run had before, so nothing is kept from the last run. */
function fresh(scenario: Scenario, n: number): Scenario {
  const schema = scenario.schema ?? STANDARD_SCHEMA;
  return { ...scenario, schema: `${schema}\n-- cold run ${n}` };
}

function check(trace: ReturnType<typeof runScenario>, steps: number): void {
  const wrong = trace.steps.filter((s) => s.met === false || s.error !== null);
  if (trace.steps.length !== steps || wrong.length > 0 || !trace.safe) {
    // A bench that times a timeline other than the one it claims would print a lie.
    throw new Error(
      `the bench scenario did not run as designed: ${wrong.length} unexpected outcome(s), first at step ${wrong[0]?.i ?? '?'}; violations: ${trace.violations.length}`,
    );
  }
}
