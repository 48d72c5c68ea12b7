// What a scenario from a share link may hold: text sizes a person would write. A link is a
// stranger's input, so it is held to these before anything shows it; a file opened on purpose is
// not (the engine's own validation is the same for both).
import type { Scenario } from '../../engine/types';

/** The longest YAML a link may unpack to; lz-string packs real scenarios about 1.3 to 1. */
export const MAX_SHARED_YAML_LENGTH = 64_000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_NOTE_LENGTH = 500;
/** Worker, action and job names. */
export const MAX_NAME_LENGTH = 64;

/** One field over its limit, named as the scenario file names it. */
export interface LimitBreak {
  field: string;
  length: number;
  limit: number;
}

/** Every text of a scenario that a limit applies to, with the field that holds it. */
function* texts(s: Scenario): Generator<[field: string, text: string, limit: number]> {
  yield ['title', s.title, MAX_TITLE_LENGTH];
  yield ['job', s.job, MAX_NAME_LENGTH];
  for (const [i, step] of s.steps.entries()) {
    yield [`steps[${i}].worker`, step.actor, MAX_NAME_LENGTH];
    yield [`steps[${i}].do`, step.do, MAX_NAME_LENGTH];
    if (step.note !== undefined) yield [`steps[${i}].note`, step.note, MAX_NOTE_LENGTH];
  }
  // A key is named by its map, not by itself: it may be the very text that is too long.
  for (const name of Object.keys(s.sql)) yield ['an action name in sql', name, MAX_NAME_LENGTH];
  for (const name of Object.keys(s.clockSkew))
    yield ['a worker name in clockSkew', name, MAX_NAME_LENGTH];
  for (const [worker, program] of Object.entries(s.explore?.programs ?? {})) {
    yield ['a worker name in explore.programs', worker, MAX_NAME_LENGTH];
    for (const action of program)
      yield ['an action name in explore.programs', action, MAX_NAME_LENGTH];
  }
}

/** The first text of the scenario longer than its limit, or null when all fit. */
export function limitBreakOf(s: Scenario): LimitBreak | null {
  for (const [field, text, limit] of texts(s))
    if (text.length > limit) return { field, length: text.length, limit };
  return null;
}

/** The sentence for a limit break, naming the field. */
export function limitMessage(b: LimitBreak): string {
  return `This shared scenario has text too long to show: ${b.field} has ${b.length} characters (at most ${b.limit}). Ask for the .scenario.yaml file instead.`;
}

/** Why a link cannot carry a scenario: its YAML is too long, or one of its texts is. */
export type ShareRefusal =
  { kind: 'yaml'; length: number; limit: number } | ({ kind: 'text' } & LimitBreak);

/** Why a link cannot carry this scenario (the studio's Share link button), or null when it can. */
export function shareRefusal(yaml: string, s: Scenario): ShareRefusal | null {
  if (yaml.length > MAX_SHARED_YAML_LENGTH)
    return { kind: 'yaml', length: yaml.length, limit: MAX_SHARED_YAML_LENGTH };
  const b = limitBreakOf(s);
  return b ? { kind: 'text', ...b } : null;
}

/** The refusal in English (the words the studio showed before it had a catalog). */
export function shareRefusalSentence(r: ShareRefusal): string {
  return r.kind === 'yaml'
    ? `This scenario is too large for a link (${r.length} characters of YAML; at most ${r.limit}). Export the file instead.`
    : `A link cannot carry this scenario: ${r.field} has ${r.length} characters (at most ${r.limit}). Shorten it, or export the file instead.`;
}
