// Exercise links: a scenario for a learner to predict, play and fix, packed as a share link is but
// under `x=` (`/exercise#x=v1.<crc32>.<lz-string>` of a JSON payload). The payload holds the
// scenario with the editable actions' SQL replaced by the instructor's starter, the editable
// actions, a title and instructions (Markdown), and generated timelines with the outcome the
// instructor's SQL gave each step. That SQL — the solution — is never written: the scenario's
// `expect:`s and those outcomes are what the learner's SQL is checked on.
// Pure and language-free: problems are facts (state/linkText.ts words them).
import { sameSqlText } from '../check/lessonCheck';
import { sqlFor } from '../../engine/referenceSql';
import { scenarioToYaml } from '../../engine/scenarioYaml';
import { dict, own, withEntry } from '../../engine/names';
import type { Scenario } from '../../engine/types';
import type { RecordedCheck } from '../../engine/differ/record';
import { MAX_LINK_CHECKS, packCheck, unpackChecks } from './linkChecks';
import { sqlActionsOf } from '../studio/scenarioSql';
import {
  MAX_NAME_LENGTH,
  MAX_SHARED_YAML_LENGTH,
  MAX_TITLE_LENGTH,
  shareRefusal,
  type ShareRefusal,
} from './shareLimits';
import {
  linkSentence,
  openSharedYaml,
  packFragment,
  unpackFragment,
  type LinkProblem,
} from './shareLink';

/** The learner's page that opens exercise links. */
export const EXERCISE_PATH = '/exercise';
const PREFIX = 'x=';
/** The longest instructions a link may carry: a few paragraphs. */
export const MAX_INSTRUCTIONS_LENGTH = 4_000;
/**
 * The longest payload a link may unpack to: the scenario, the texts, the action names and the
 * generated timelines (at most MAX_LINK_CHECKS, each a few hundred characters).
 */
export const MAX_EXERCISE_PAYLOAD_LENGTH =
  MAX_SHARED_YAML_LENGTH + MAX_INSTRUCTIONS_LENGTH + 4_000 + 32_000;

/** An exercise as the learner gets it. */
export interface SharedExercise {
  title: string;
  /** Markdown, to be rendered with raw HTML off and only http(s) and relative links. */
  instructions: string;
  /** The scenario with the starter SQL in place of the editable actions' own. */
  scenario: Scenario;
  /** The actions the learner edits, in the order the instructor listed them. */
  edit: string[];
  /** The SQL each editable action starts from (what the scenario runs for it). */
  starter: Record<string, string>;
  /** The scenario's other actions that run SQL: the learner reads them, and cannot edit them. */
  readOnly: string[];
  /** The learner's SQL must also break no safety rule (no violation). */
  safe: boolean;
  /**
   * Generated timelines with the instructor's solution's outcome of each step (not its SQL): the
   * learner's answer is checked against them too (content/links/linkChecks.ts). None in older links.
   */
  checks: RecordedCheck[];
}

/** What the instructor chose in the studio. */
export interface ExerciseChoice {
  edit: string[];
  /** Starter SQL per editable action. */
  starter: Record<string, string>;
  title: string;
  instructions: string;
  safe: boolean;
}

/** Why an exercise link does not open: a share link's problems, or one of an exercise's own. */
export type ExerciseLinkProblem =
  | LinkProblem
  | { kind: 'exercise'; why: 'no-expect' | 'no-edit' }
  | { kind: 'exercise'; why: 'not-sql'; action: string };

export type ExerciseLinkError = ExerciseLinkProblem & { message: string };

export type ExerciseLinkResult =
  { ok: true; exercise: SharedExercise } | { ok: false; error: ExerciseLinkError };

/** Why the studio makes no exercise link of this scenario. */
export type ExerciseRefusal =
  | { kind: 'no-expect' }
  | { kind: 'no-edit' }
  | { kind: 'no-starter'; action: string }
  /** The starter is the scenario's own SQL: the link would hand the learner the solution. */
  | { kind: 'starter-is-solution'; action: string }
  | { kind: 'text'; field: 'title' | 'instructions'; length: number; limit: number }
  | { kind: 'share'; refusal: ShareRefusal }
  /** The link made would not open (too long, or a starter the engine refuses). */
  | { kind: 'link'; problem: ExerciseLinkProblem };

export type MadeExercise =
  | { ok: true; fragment: string; exercise: SharedExercise }
  | { ok: false; refusal: ExerciseRefusal };

/** The JSON an exercise link packs. */
interface Payload {
  title: string;
  instructions: string;
  edit: string[];
  safe: boolean;
  /** The learner's scenario as contract YAML. */
  scenario: string;
  /** Generated timelines with the solution's outcomes (linkChecks.ts); absent in older links. */
  checks?: unknown;
}

/** True when a fragment (with or without `#`) is meant as an exercise link. */
export function isExerciseFragment(hash: string): boolean {
  return hash.replace(/^#/, '').startsWith(PREFIX);
}

/** True when the scenario states an outcome somewhere: only then can SQL be checked against it. */
export function hasExpectations(s: Scenario): boolean {
  return s.steps.some((st) => st.expect !== undefined);
}

/** The problem as one plain English sentence (the tests'; the page words the facts). */
export function exerciseLinkSentence(p: ExerciseLinkProblem): string {
  if (p.kind !== 'exercise') return linkSentence(p);
  if (p.why === 'not-sql')
    return `This exercise link marks "${p.action}" to edit, but the scenario runs no SQL for it. Ask for a new link.`;
  return p.why === 'no-expect'
    ? 'This exercise link states no expected outcome, so there is nothing to check. Ask for a new link.'
    : 'This exercise link marks no action to edit. Ask for a new link.';
}

const fail = (problem: ExerciseLinkProblem): ExerciseLinkResult => ({
  ok: false,
  error: { ...problem, message: exerciseLinkSentence(problem) },
});

/** The payload's fields, or null when it is not the shape a link's payload has. */
function payloadOf(text: string): Payload | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const p = data as Record<string, unknown>;
  const { title, instructions, edit, safe, scenario } = p;
  if (typeof title !== 'string' || typeof instructions !== 'string') return null;
  if (typeof safe !== 'boolean' || typeof scenario !== 'string') return null;
  if (!Array.isArray(edit) || !edit.every((a): a is string => typeof a === 'string' && a !== ''))
    return null;
  if (new Set(edit).size !== edit.length) return null;
  return { title, instructions, edit, safe, scenario, checks: p.checks };
}

/** The first text of the payload over its limit, as a share link's text problem. */
function payloadTooLong(p: Payload): LinkProblem | null {
  const texts: [string, string, number][] = [
    ['title', p.title, MAX_TITLE_LENGTH],
    ['instructions', p.instructions, MAX_INSTRUCTIONS_LENGTH],
    ...p.edit.map((a): [string, string, number] => ['an action name in edit', a, MAX_NAME_LENGTH]),
  ];
  for (const [field, text, limit] of texts)
    if (text.length > limit)
      return { kind: 'too-large', size: 'text', field, length: text.length, limit };
  if (p.scenario.length > MAX_SHARED_YAML_LENGTH)
    return {
      kind: 'too-large',
      size: 'yaml',
      length: p.scenario.length,
      limit: MAX_SHARED_YAML_LENGTH,
    };
  return null;
}

/**
 * Opens an exercise fragment (`#x=…`): the checks of a share link (shape, version, sizes,
 * checksum, the engine's validation, the text limits), then the payload's own: its shape, its
 * texts' limits, editable actions that run SQL in the scenario, and at least one `expect:`.
 */
export function decodeExerciseFragment(hash: string): ExerciseLinkResult {
  const packed = unpackFragment(PREFIX, hash, MAX_EXERCISE_PAYLOAD_LENGTH);
  if (!packed.ok) return fail(packed.problem);
  const payload = payloadOf(packed.text);
  if (!payload) return fail({ kind: 'damaged', why: 'shape' });
  const tooLong = payloadTooLong(payload);
  if (tooLong) return fail(tooLong);
  const opened = openSharedYaml(payload.scenario);
  if (!opened.ok) return fail(opened.problem);
  const { scenario } = opened;
  if (payload.edit.length === 0) return fail({ kind: 'exercise', why: 'no-edit' });
  const runsSql = sqlActionsOf(scenario);
  const notSql = payload.edit.find((a) => !runsSql.includes(a));
  if (notSql !== undefined) return fail({ kind: 'exercise', why: 'not-sql', action: notSql });
  if (!hasExpectations(scenario)) return fail({ kind: 'exercise', why: 'no-expect' });
  const checks = unpackChecks(scenario, payload.checks);
  if (!checks) return fail({ kind: 'damaged', why: 'shape' });
  const starter = dict(payload.edit.map((a) => [a, sqlFor(scenario.sql, a) ?? ''] as const));
  return {
    ok: true,
    exercise: {
      title: payload.title.trim() || scenario.title,
      instructions: payload.instructions,
      scenario,
      edit: payload.edit,
      starter,
      readOnly: runsSql.filter((a) => !payload.edit.includes(a)),
      safe: payload.safe,
      checks,
    },
  };
}

/** Why the choice cannot become a link before one is made, or null. */
function choiceRefusal(scenario: Scenario, choice: ExerciseChoice): ExerciseRefusal | null {
  if (!hasExpectations(scenario)) return { kind: 'no-expect' };
  if (choice.edit.length === 0) return { kind: 'no-edit' };
  for (const action of choice.edit) {
    const starter = own(choice.starter, action) ?? '';
    if (starter.trim() === '') return { kind: 'no-starter', action };
    if (sameSqlText(starter, sqlFor(scenario.sql, action) ?? ''))
      return { kind: 'starter-is-solution', action };
  }
  const texts = [
    ['title', choice.title, MAX_TITLE_LENGTH],
    ['instructions', choice.instructions, MAX_INSTRUCTIONS_LENGTH],
  ] as const;
  for (const [field, text, limit] of texts)
    if (text.length > limit) return { kind: 'text', field, length: text.length, limit };
  return null;
}

/**
 * Makes the fragment (without `#`) of an exercise link, or says why not. The scenario's SQL for
 * each editable action is replaced by the starter before anything is written, so the solution
 * never reaches the link; `checks` (generated timelines the instructor's browser ran with the
 * solution, engine/differ/record.ts) go in as their steps and the solution's outcomes only. The
 * link is then opened as a learner would open it, so a link that would be refused is never made.
 */
export function makeExerciseFragment(
  scenario: Scenario,
  choice: ExerciseChoice,
  checks: readonly RecordedCheck[] = [],
): MadeExercise {
  const refusal = choiceRefusal(scenario, choice);
  if (refusal) return { ok: false, refusal };
  let sql = withEntry(scenario.sql);
  for (const action of choice.edit) sql = withEntry(sql, action, own(choice.starter, action) ?? '');
  // The postgres: block may hold the solution's SQL for PostgreSQL: a link never carries it.
  const learner: Scenario = { ...scenario, sql };
  delete learner.postgres;
  const yaml = scenarioToYaml(learner);
  const share = shareRefusal(yaml, learner);
  if (share) return { ok: false, refusal: { kind: 'share', refusal: share } };
  const payload: Payload = {
    title: choice.title.trim() || scenario.title,
    instructions: choice.instructions,
    edit: choice.edit,
    safe: choice.safe,
    scenario: yaml,
  };
  if (checks.length > 0)
    payload.checks = checks.slice(0, MAX_LINK_CHECKS).map((c) => packCheck(learner, c));
  const fragment = packFragment(PREFIX, JSON.stringify(payload));
  const opened = decodeExerciseFragment(fragment);
  if (!opened.ok) return { ok: false, refusal: { kind: 'link', problem: opened.error } };
  return { ok: true, fragment, exercise: opened.exercise };
}
