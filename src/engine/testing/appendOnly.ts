// Test fixtures for appendOnly: tables (src/engine and src/pg run the same timelines on both engines).
import type { Trace } from '../types';

/** Steps: A claims and stalls; B takes over at t=6, before A wakes at t=7. */
export const TAKEOVER = `  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
`;

/** A trace's violations and warnings, as [rule, step] pairs. */
export const rules = (t: Trace) => ({
  violations: t.violations.map((v) => [v.rule, v.step]),
  warnings: t.warnings.map((w) => [w.rule, w.step]),
});
