// A timeline cut down to the steps a difference needs. Pure: it only asks `compare`.
import { checkScenarioRules } from '../scenarioRules';
import type { Scenario, Step } from '../types';
import type { Parting } from './compare';

/**
 * The timeline with every step removed that the difference does not need (one at a time, last
 * first, until none can go), then the seeds of the store and every clock skew it does not need.
 */
export function shortest(
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
