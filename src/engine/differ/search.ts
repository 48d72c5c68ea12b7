// The differential check: an answer and the solution run on the exercise's timelines and on
// generated ones, until a timeline tells them apart in a way that matters; that timeline is then
// cut down to the fewest steps that still tell them apart. Pure: SQL only through the port,
// randomness only from the seed.
import fc from 'fast-check';
import type { Scenario, SqlPort } from '../types';
import { partingOf, type Allowance, type Parting, type StepVerdict } from './compare';
import { caseArbitrary } from './generate';
import { neighbourCases } from './neighbours';
import { rowsParting } from './rows';
import { caseScenarios, verdictRunner, vocabularies, type RunCache } from './runs';
import type { Vocabulary } from './vocabulary';
import { shortest } from './shrink';
import { tableProblems, type TableProblem, type TableRule } from './tables';

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

/** How a host's search on generated timelines ended: its result, or why there is none. */
export type SearchOutcome<T> =
  | { kind: 'done'; result: T }
  | { kind: 'runaway'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export type DifferOutcome = SearchOutcome<DifferResult>;

export interface DifferHooks {
  /** Called before each step's SQL runs (a host's heartbeat, so silence means a runaway). */
  onStep?: () => void;
  /** Called after each timeline, with how many are done of how many (shrinking adds to both). */
  onProgress?: (done: number, total: number) => void;
  /** The solution's runs of earlier checks, kept by the host (runs.ts). */
  solutionRuns?: RunCache;
}

/** The most runs shrinking may add, so that a hard case cannot keep the check going. */
const SHRINK_BUDGET = 300;

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
  const { bases, answer } = input;
  const first = bases[0];
  const tables = first ? tableProblems(port, first, answer, input.tables) : [];
  if (tables.length > 0) return { tried: 0, used: [], tables, difference: null };
  // The solution itself: nothing to compare.
  if (bases.every((b) => Object.entries(answer).every(([a, sql]) => b.sql[a] === sql)))
    return { tried: 0, used: [], tables, difference: null };
  return search(port, input, hooks, true);
}

/**
 * Runs the solution alone on every timeline a check of `input` tries before it finds a
 * difference (the exercise's, then the generated ones), into `solutionRuns`: a host does it while
 * the learner writes, so that the first check runs only the answer. Returns how many timelines.
 */
export function runSolutionAhead(
  port: SqlPort,
  input: DifferInput,
  solutionRuns: RunCache,
): number {
  return search(port, input, { solutionRuns }, false).tried;
}

/** The search; with `answering` false, only the solution runs, and nothing ever differs. */
function search(
  port: SqlPort,
  input: DifferInput,
  hooks: DifferHooks,
  answering: boolean,
): DifferResult {
  const { bases, answer, allow } = input;
  const tables: TableProblem[] = [];
  const used = new Set<number>();
  let tried = 0;
  const total = bases.length * (1 + Math.ceil(input.runs / Math.max(1, bases.length)));
  const run = verdictRunner(port, hooks.onStep, hooks.solutionRuns);
  /** Both runs of a scenario, and the difference that matters between them, if any. */
  const compare = (scenario: Scenario): Extract<Parting, { matters: true }> | null => {
    tried++;
    hooks.onProgress?.(Math.min(tried, total), Math.max(total, tried));
    const solution = run(scenario, null);
    if (!answering) return null;
    const mine = run(scenario, answer);
    const p = partingOf(solution.verdicts, mine.verdicts, allow);
    if (p && !p.matters && p.allowed) used.add(allow.indexOf(p.allowed));
    if (p) return p.matters ? p : null;
    // The same outcomes everywhere, but another database at the end: which rows were written?
    return solution.final === mine.final ? null : rowsParting(port, scenario, answer);
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

  const vocab = vocabularies(port, bases);
  const scenarioOf = caseScenarios(bases, vocab, run);
  // One search per base, so that the runs in a row share a schema (the port then reuses its
  // database): first every timeline one edit away from it (neighbours.ts), then random ones,
  // shared out evenly.
  const share = Math.ceil(input.runs / Math.max(1, bases.length));
  for (let b = 0; b < bases.length; b++) {
    const seen = new Set<string>();
    for (const c of neighbourCases(bases[b] as Scenario, vocab[b] as Vocabulary, b)) {
      const made = scenarioOf(c);
      const key = made && JSON.stringify([made.steps, made.clockSkew, made.schema]);
      if (!made || !key || seen.has(key)) continue;
      seen.add(key);
      if (compare(made)) return found(made, b);
    }
    let failing: Scenario | null = null;
    let shrinkRuns = 0;
    fc.check(
      fc.property(caseArbitrary(1), (c) => {
        if (failing && ++shrinkRuns > SHRINK_BUDGET) return true;
        const made = scenarioOf({ ...c, base: b });
        if (!made || !compare(made)) return true;
        failing = made;
        return false;
      }),
      { seed: (input.seed + b) | 0, numRuns: share },
    );
    const last = failing as Scenario | null;
    if (last) return found(last, b);
  }
  return { tried, used: [...used].sort(), tables, difference: null };
}
