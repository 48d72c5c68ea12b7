// Running generated timelines for the differential check: each run's verdicts (and who was granted
// which token, for other processes' tokens), and a case turned into a scenario. Pure: SQL only
// through the port.
import { runScenario } from '../runner';
import type { Scenario, SqlPort } from '../types';
import { verdictsOf, type StepVerdict } from './compare';
import { applyCase, draftScenario, presentTokens, type Case } from './edits';
import { vocabularyOf, type Vocabulary } from './vocabulary';

/** One run as the check reads it. */
export interface Ran {
  verdicts: StepVerdict[];
  /** The database after the last step (port.stateKey), to tell runs that wrote differently. */
  final: string;
  ran: { actor: string; granted: boolean; token: unknown }[];
}

/** Runs a scenario, with `sql` over its own (null: as it is), reading no table after each step. */
export type VerdictRun = (scenario: Scenario, sql: Record<string, string> | null) => Ran;

/**
 * Runs of scenarios as they are (the solution's, in the check), kept by a host between checks:
 * a scenario with the same SQL, schema and steps runs the same way every time, and a learner
 * checks the same exercise again and again. Entries are frozen (the run, its arrays and each
 * step's verdict; not the lists inside a verdict), so that a slip in a reader throws.
 */
export interface RunCache {
  get(key: string): Ran | undefined;
  set(key: string, ran: Ran): void;
  readonly size: number;
}

/** A RunCache of at most `limit` runs; the one used longest ago goes first. */
export function runCache(limit: number): RunCache {
  const runs = new Map<string, Ran>();
  return {
    get(key) {
      const ran = runs.get(key);
      if (ran) {
        runs.delete(key);
        runs.set(key, ran);
      }
      return ran;
    },
    set(key, ran) {
      runs.delete(key);
      runs.set(key, ran);
      for (const oldest of runs.keys()) {
        if (runs.size <= limit) break;
        runs.delete(oldest);
      }
    },
    get size() {
      return runs.size;
    },
  };
}

const frozen = (r: Ran): Ran =>
  Object.freeze({
    verdicts: Object.freeze(r.verdicts.map((v) => Object.freeze(v))) as StepVerdict[],
    final: r.final,
    ran: Object.freeze(r.ran.map((x) => Object.freeze(x))) as Ran['ran'],
  });

/**
 * A runner on the port; `onStep` is called before each step's SQL (a host's heartbeat). With a
 * cache, a scenario run as it is (sql null) is looked up there first.
 */
export function verdictRunner(port: SqlPort, onStep?: () => void, cache?: RunCache): VerdictRun {
  const runOn = (s: Scenario): Ran => {
    const trace = runScenario(
      s,
      port,
      onStep ? { recordTables: false, onStep: () => onStep() } : { recordTables: false },
    );
    return {
      verdicts: verdictsOf(trace),
      final: port.stateKey(),
      ran: trace.steps.map((st) => ({
        actor: st.actor,
        granted: st.do === 'claim' && st.outcome === 'granted',
        token: st.token,
      })),
    };
  };
  return (scenario, sql) => {
    if (sql) return runOn({ ...scenario, sql: { ...scenario.sql, ...sql } });
    if (!cache) return runOn(scenario);
    const key = JSON.stringify(scenario);
    const kept = cache.get(key);
    if (kept) return kept;
    const ran = frozen(runOn(scenario));
    cache.set(key, ran);
    return ran;
  };
}

/** Each base's vocabulary: the actions of all of them, its actors, and its tables after the schema. */
export function vocabularies(port: SqlPort, bases: readonly Scenario[]): Vocabulary[] {
  const actions = [...new Set(bases.flatMap((x) => x.steps.map((s) => s.do)))];
  return bases.map((b) => vocabularyOf(b, actions, runScenario({ ...b, steps: [] }, port).initial));
}

/**
 * Turns a case into the scenario it stands for (null when nothing valid is left of it), with
 * other processes' tokens read from a run of the scenario without them (by `run`, with the bases'
 * own SQL).
 */
export function caseScenarios(
  bases: readonly Scenario[],
  vocab: readonly Vocabulary[],
  run: VerdictRun,
): (c: Case) => Scenario | null {
  return (c) => {
    const generated = draftScenario(bases, applyCase(bases, vocab, c));
    if (!generated) return null;
    return generated.processes.size === 0
      ? generated.scenario
      : presentTokens(generated, run(generated.scenario, null).ran);
  };
}
