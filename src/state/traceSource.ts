// Where a trace on screen came from. Each page shows the player only for a source of its own, so
// no page has to clean up after another.
export type TraceSource =
  /** An example in the playground, by name. */
  | { kind: 'example'; name: string }
  /** A share link opened in the playground, by its fragment. */
  | { kind: 'link'; hash: string }
  /** One of a lesson's timelines, as written or with the learner's SQL. */
  | { kind: 'lesson'; lesson: string; timeline: string; mine: boolean }
  /** The scenario being built in the studio. */
  | { kind: 'studio' }
  /** A drill's timeline, after the candidate submitted. */
  | { kind: 'drill'; drill: string }
  /** An explorer counterexample, shown where it was asked for. */
  | { kind: 'counterexample'; subject: string };

/** True when two sources name the same thing (so a re-run of it can mark changed outcomes). */
export function sameSource(a: TraceSource | null, b: TraceSource | null): boolean {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
