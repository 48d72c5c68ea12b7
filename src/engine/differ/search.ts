// The differential check: an answer and the solution run on the exercise's timelines and on
// generated ones, until a timeline tells them apart in a way that matters; that timeline is then
// cut down to the fewest steps that still tell them apart. Pure: SQL only through the port,
// randomness only from the seed.
import fc from 'fast-check';
import { runScenario } from '../runner';
import { checkScenarioRules } from '../scenarioRules';
import type { Scenario, SqlPort, Step } from '../types';
import { partingOf, verdictsOf, type Allowance, type Parting, type StepVerdict } from './compare';
import { applyCase, draftScenario, presentTokens, type Case, type Generated } from './edits';
import { caseArbitrary } from './generate';
import { tableProblems, type TableProblem, type TableRule } from './tables';
import { vocabularyOf, type Vocabulary } from './vocabulary';

export interface DifferInput {
  /** The exercise's timelines, with the solution's SQL in place. */
  bases: Scenario[];
  /** The answer's SQL for the edited actions. */
  answer: Record<string, string>;
  /** Differences the exercise declares harmless. */
  allow: Allowance[];
  /** Which tables the edited actions may read and write (checked before any timeline runs). */
  tables: TableRule[];
  seed: number;
  /** How many generated timelines to try (the bases themselves come first, on top). */
  runs: number;
}

/** The shortest timeline found that tells the answer from the solution. */
export interface Difference {
  /** The timeline, with the answer's SQL in place (as the player runs it). */
  scenario: Scenario;
  /** Which base it was made from (its index in `bases`). */
  base: number;
  /** Where the runs part (a run-order index) and how. */
  parting: Extract<Parting, { matters: true }>;
  /** Every step of both runs of it, in run order. */
  solution: StepVerdict[];
  answer: StepVerdict[];
}

export interface DifferResult {
  /** Timelines run with both SQLs, shrinking included. */
  tried: number;
  difference: Difference | null;
  /** Indices of the allowances a compared timeline needed. */
  used: number[];
  /** The exercise's table rules the answer breaks; when there are any, no timeline is compared. */
  tables: TableProblem[];
}

/** How a host's search ended: its result, or why there is none. */
export type DifferOutcome =
  | { kind: 'done'; result: DifferResult }
  | { kind: 'runaway'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export interface DifferHooks {
  /** Called before each step's SQL runs (a host's heartbeat, so silence means a runaway). */
  onStep?: () => void;
  /** Called after each timeline, with how many are done of how many (shrinking adds to both). */
  onProgress?: (done: number, total: number) => void;
}

/** The most runs shrinking may add, so that a hard case cannot keep the check going. */
const SHRINK_BUDGET = 300;

interface Ran {
  verdicts: StepVerdict[];
  ran: { actor: string; granted: boolean; token: unknown }[];
}

/**
 * Runs the answer and the solution on the exercise's timelines, then on `runs` generated ones
 * (fast-check, seeded, shrunk), and returns the first difference that matters, cut down to the
 * fewest steps, or null with how many timelines agreed.
 */
export function searchDifference(
  port: SqlPort,
  input: DifferInput,
  hooks: DifferHooks = {},
): DifferResult {
  const { bases, answer, allow } = input;
  const first = bases[0];
  const tables = first ? tableProblems(port, first, answer, input.tables) : [];
  if (tables.length > 0) return { tried: 0, used: [], tables, difference: null };
  // The solution itself: nothing to compare.
  if (bases.every((b) => Object.entries(answer).every(([a, sql]) => b.sql[a] === sql)))
    return { tried: 0, used: [], tables, difference: null };
  const used = new Set<number>();
  let tried = 0;
  const total = bases.length * (1 + Math.ceil(input.runs / Math.max(1, bases.length)));
  const run = (scenario: Scenario, sql: Record<string, string> | null): Ran => {
    const s = sql ? { ...scenario, sql: { ...scenario.sql, ...sql } } : scenario;
    const hooked = hooks.onStep;
    const trace = runScenario(
      s,
      port,
      hooked ? { recordTables: false, onStep: () => hooked() } : { recordTables: false },
    );
    return {
      verdicts: verdictsOf(trace),
      ran: trace.steps.map((st) => ({
        actor: st.actor,
        granted: st.do === 'claim' && st.outcome === 'granted',
        token: st.token,
      })),
    };
  };
  /** Both runs of a scenario, and the difference that matters between them, if any. */
  const compare = (scenario: Scenario): Extract<Parting, { matters: true }> | null => {
    tried++;
    hooks.onProgress?.(Math.min(tried, total), Math.max(total, tried));
    const p = partingOf(run(scenario, null).verdicts, run(scenario, answer).verdicts, allow);
    if (p && !p.matters && p.allowed) used.add(allow.indexOf(p.allowed));
    return p && p.matters ? p : null;
  };
  const found = (scenario: Scenario, base: number): DifferResult => {
    const short = shortest(scenario, bases[base] as Scenario, compare);
    return {
      tried,
      used: [...used].sort(),
      tables,
      difference: {
        scenario: { ...short.scenario, sql: { ...short.scenario.sql, ...answer } },
        base,
        parting: short.parting,
        solution: run(short.scenario, null).verdicts,
        answer: run(short.scenario, answer).verdicts,
      },
    };
  };

  for (const [b, base] of bases.entries()) {
    const plain: Scenario = { ...base, steps: base.steps.map(({ expect: _e, ...s }) => s) };
    delete plain.explore;
    if (compare(plain)) return found(plain, b);
  }

  const vocab: Vocabulary[] = bases.map((b) => {
    const initial = runScenario({ ...b, steps: [] }, port).initial;
    const actions = [...new Set(bases.flatMap((x) => x.steps.map((s) => s.do)))];
    return vocabularyOf(b, actions, initial);
  });
  const scenarioOf = (c: Case): { generated: Generated; scenario: Scenario } | null => {
    const generated = draftScenario(bases, applyCase(bases, vocab, c));
    if (!generated) return null;
    const scenario =
      generated.processes.size === 0
        ? generated.scenario
        : presentTokens(generated, run(generated.scenario, null).ran);
    return { generated, scenario };
  };
  // One search per base, so that the runs in a row share a schema (the port then reuses its
  // database); the runs are shared out evenly.
  const share = Math.ceil(input.runs / Math.max(1, bases.length));
  for (let b = 0; b < bases.length; b++) {
    let failing: Scenario | null = null;
    let shrinkRuns = 0;
    fc.check(
      fc.property(caseArbitrary(1), (c) => {
        if (failing && ++shrinkRuns > SHRINK_BUDGET) return true;
        const made = scenarioOf({ ...c, base: b });
        if (!made || !compare(made.scenario)) return true;
        failing = made.scenario;
        return false;
      }),
      { seed: (input.seed + b) | 0, numRuns: share },
    );
    const last = failing as Scenario | null;
    if (last) return found(last, b);
  }
  return { tried, used: [...used].sort(), tables, difference: null };
}

/**
 * The timeline with every step removed that the difference does not need (one at a time, last
 * first, until none can go), then the seeds of the store and every clock skew it does not need.
 */
function shortest(
  scenario: Scenario,
  base: Scenario,
  compare: (s: Scenario) => Extract<Parting, { matters: true }> | null,
): { scenario: Scenario; parting: Extract<Parting, { matters: true }> } {
  let best = scenario;
  let parting = compare(scenario) as Extract<Parting, { matters: true }>;
  const attempt = (made: Scenario): boolean => {
    const actors = new Set(made.steps.map((st) => st.actor));
    const clockSkew: Record<string, number> = {};
    for (const [w, by] of Object.entries(made.clockSkew)) if (actors.has(w)) clockSkew[w] = by;
    const candidate = { ...made, clockSkew };
    if (candidate.steps.length === 0 || checkScenarioRules(candidate).length > 0) return false;
    const p = compare(candidate);
    if (!p) return false;
    best = candidate;
    parting = p;
    return true;
  };
  let again = true;
  while (again) {
    again = false;
    for (let k = best.steps.length - 1; k >= 0; k--) {
      const steps: Step[] = best.steps.filter((_, j) => j !== k);
      if (attempt({ ...best, steps })) again = true;
    }
  }
  if (best.schema !== base.schema) {
    const plain = { ...best };
    if (base.schema === undefined) delete plain.schema;
    else plain.schema = base.schema;
    attempt(plain);
  }
  for (const w of Object.keys(best.clockSkew)) {
    if (base.clockSkew[w] === best.clockSkew[w]) continue;
    const clockSkew = { ...best.clockSkew };
    delete clockSkew[w];
    attempt({ ...best, clockSkew });
  }
  return { scenario: best, parting };
}
