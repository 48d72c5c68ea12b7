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

/** A runner on the port; `onStep` is called before each step's SQL (a host's heartbeat). */
export function verdictRunner(port: SqlPort, onStep?: () => void): VerdictRun {
  return (scenario, sql) => {
    const s = sql ? { ...scenario, sql: { ...scenario.sql, ...sql } } : scenario;
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
