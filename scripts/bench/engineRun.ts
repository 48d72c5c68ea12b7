// engine_step and rerun_200_steps: a full runScenario of the 200-step scenario, timed.
import { runScenario, type SqlPort } from '../../src/engine';
import { medianMsPerCall, type Bench } from './measure';
import { buildBenchScenario } from './scenario200';

/**
 * Times whole runs (reset, schema, every step, snapshots, oracle), so the per-step figure is
 * what a learner pays when the player re-runs a timeline, not just the SQL.
 */
export function engineRun(port: SqlPort): Bench {
  return () => {
    const scenario = buildBenchScenario();
    const steps = scenario.steps.length;
    const trace = runScenario(scenario, port);
    const wrong = trace.steps.filter((s) => s.met === false || s.error !== null);
    if (trace.steps.length !== steps || wrong.length > 0 || !trace.safe) {
      // A bench that times a timeline other than the one it claims would print a lie.
      throw new Error(
        `the bench scenario did not run as designed: ${wrong.length} unexpected outcome(s), first at step ${wrong[0]?.i ?? '?'}; violations: ${trace.violations.length}`,
      );
    }
    const ms = medianMsPerCall(() => runScenario(scenario, port), {
      warmup: 30,
      batches: 15,
      iterations: 10,
    });
    return [
      { name: 'engine_step', value: (ms * 1000) / steps, unit: 'us/step' },
      { name: `rerun_${steps}_steps`, value: ms, unit: 'ms' },
    ];
  };
}
