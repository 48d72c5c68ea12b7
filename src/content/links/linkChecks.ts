// The generated timelines an exercise link carries (engine/differ/record.ts), packed small: each
// one's steps as tuples, its clock skews, what it adds to the schema, and the instructor's
// solution's outcome of each step as one letter (with the rules a step broke). Never any SQL of
// the edited actions. Pure: packing and checking the shape, no SQL runs here.
import { OUTCOMES, type Outcome, type Scenario, type Step } from '../../engine/types';
import type { RecordedCheck } from '../../engine/differ/record';
import type { StepVerdict } from '../../engine/differ/compare';
import { STANDARD_SCHEMA } from '../../engine/referenceSql';
import { runOrder } from '../../engine/runOrder';
import { checkScenarioRules } from '../../engine/scenarioRules';
import { isPlainObject } from '../files/shape';
import { MAX_NAME_LENGTH } from './shareLimits';

/** The most timelines a link carries, and the most steps each may have. */
export const MAX_LINK_CHECKS = 12;
export const MAX_LINK_CHECK_STEPS = 24;
/** The longest text one timeline may add to the schema (its seeds of the store). */
const MAX_SEEDS_LENGTH = 2_000;
/** The last tick a carried step may be at. */
const MAX_TICK = 1_000;

/** One step: at, actor, action, then `until` (a pause's) or the token presented (`t`). */
type PackedStep = [number, string, string] | [number, string, string, number | null];

/** One carried timeline as the link's JSON has it. */
export interface PackedCheck {
  steps: PackedStep[];
  /** A pause's until, by step index (file order). */
  until?: Record<string, number>;
  /** The token another process presents, by step index: a number, a text or null. */
  token?: Record<string, number | string | null>;
  skew?: Record<string, number>;
  /** SQL added after the schema. */
  seeds?: string;
  /** The solution's outcome of each step in run order: one letter each (OUTCOME_LETTERS), `-` for none. */
  outcomes: string;
  /** The rules a step broke with the solution, by run-order index. */
  rules?: Record<string, string[]>;
}

const OUTCOME_LETTERS: Record<Outcome, string> = {
  granted: 'g',
  denied: 'd',
  accepted: 'a',
  rejected: 'r',
  error: 'e',
  ok: 'o',
};
const LETTER_OUTCOME = new Map(OUTCOMES.map((o) => [OUTCOME_LETTERS[o], o] as const));

/** The schema the base's scenario has, which a carried timeline's seeds follow. */
const schemaOf = (s: Scenario) => s.schema ?? STANDARD_SCHEMA;

/** A recorded timeline, packed, given the exercise's scenario it was made from. */
export function packCheck(base: Scenario, c: RecordedCheck): PackedCheck {
  const out: PackedCheck = {
    steps: c.scenario.steps.map((s): PackedStep => [s.at, s.actor, s.do]),
    outcomes: c.verdicts.map((v) => (v.outcome ? OUTCOME_LETTERS[v.outcome] : '-')).join(''),
  };
  const until: Record<string, number> = {};
  const token: Record<string, number | string | null> = {};
  c.scenario.steps.forEach((s, k) => {
    if (s.until !== undefined) until[k] = s.until;
    if (s.token !== undefined) token[k] = s.token;
  });
  if (Object.keys(until).length > 0) out.until = until;
  if (Object.keys(token).length > 0) out.token = token;
  if (Object.keys(c.scenario.clockSkew).length > 0) out.skew = c.scenario.clockSkew;
  const schema = c.scenario.schema ?? STANDARD_SCHEMA;
  if (schema !== schemaOf(base) && schema.startsWith(schemaOf(base)))
    out.seeds = schema.slice(schemaOf(base).length);
  const rules: Record<string, string[]> = {};
  c.verdicts.forEach((v, k) => {
    if (v.rules.length > 0) rules[k] = v.rules;
  });
  if (Object.keys(rules).length > 0) out.rules = rules;
  return out;
}

const isTick = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_TICK;
const isName = (x: unknown): x is string =>
  typeof x === 'string' && x.length > 0 && x.length <= MAX_NAME_LENGTH;

/**
 * The carried timelines of a link, each as the exercise's scenario with its own steps, skews and
 * seeds, and the solution's verdicts; null when any of them is not the shape a link's check has
 * (too many, too long, a step the contract refuses, outcomes that do not fit the steps).
 */
export function unpackChecks(base: Scenario, data: unknown): RecordedCheck[] | null {
  if (data === undefined) return [];
  if (!Array.isArray(data) || data.length > MAX_LINK_CHECKS) return null;
  const out: RecordedCheck[] = [];
  for (const c of data) {
    const check = unpackCheck(base, c);
    if (!check) return null;
    out.push(check);
  }
  return out;
}

function unpackCheck(base: Scenario, c: unknown): RecordedCheck | null {
  if (!isPlainObject(c) || !Array.isArray(c.steps) || typeof c.outcomes !== 'string') return null;
  if (c.steps.length === 0 || c.steps.length > MAX_LINK_CHECK_STEPS) return null;
  const until = isPlainObject(c.until) ? c.until : {};
  const token = isPlainObject(c.token) ? c.token : {};
  const steps: Step[] = [];
  for (const [k, raw] of c.steps.entries()) {
    if (!Array.isArray(raw) || raw.length !== 3) return null;
    const [at, actor, action] = raw as unknown[];
    if (!isTick(at) || !isName(actor) || !isName(action)) return null;
    const step: Step = { at, actor, do: action };
    const u = until[k];
    if (u !== undefined) {
      if (!isTick(u)) return null;
      step.until = u;
    }
    if (Object.hasOwn(token, k)) {
      const t = token[k];
      if (t !== null && typeof t !== 'string' && !Number.isSafeInteger(t)) return null;
      step.token = t as number | string | null;
    }
    steps.push(step);
  }
  const clockSkew: Record<string, number> = {};
  if (c.skew !== undefined) {
    if (!isPlainObject(c.skew)) return null;
    for (const [w, by] of Object.entries(c.skew)) {
      if (!isName(w) || typeof by !== 'number' || !Number.isInteger(by) || Math.abs(by) > MAX_TICK)
        return null;
      clockSkew[w] = by;
    }
  }
  if (c.seeds !== undefined && (typeof c.seeds !== 'string' || c.seeds.length > MAX_SEEDS_LENGTH))
    return null;
  const scenario: Scenario = { ...base, steps, clockSkew };
  delete scenario.explore;
  delete scenario.postgres;
  if (typeof c.seeds === 'string') scenario.schema = schemaOf(base) + c.seeds;
  if (checkScenarioRules(scenario).length > 0) return null;
  const verdicts = verdictsFrom(scenario, c.outcomes, c.rules);
  return verdicts && { scenario, verdicts };
}

/** The solution's verdicts from the letters and rules, or null when they do not fit the steps. */
function verdictsFrom(scenario: Scenario, letters: string, rules: unknown): StepVerdict[] | null {
  if (letters.length !== scenario.steps.length) return null;
  const broken = isPlainObject(rules) ? rules : {};
  const out: StepVerdict[] = [];
  for (const [i, file] of runOrder(scenario.steps).entries()) {
    const s = scenario.steps[file] as Step;
    const letter = letters[i] ?? '';
    const outcome = letter === '-' ? null : LETTER_OUTCOME.get(letter);
    if (outcome === undefined) return null;
    const r = broken[i] ?? [];
    if (!Array.isArray(r) || !r.every((x): x is string => typeof x === 'string')) return null;
    out.push({ actor: s.actor, do: s.do, at: s.at, outcome, rules: [...r].sort() });
  }
  return out;
}
