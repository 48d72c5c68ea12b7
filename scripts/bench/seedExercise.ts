// An exercise link as the studio makes it, for the bench's first visit to a shared exercise and
// the browser tests of one: the seed demo, its commit to fence, starting from the naive finish
// (as e2e/exercise.spec.ts's instructor shares it from the studio).
import { readFileSync } from 'node:fs';
import { makeExerciseFragment } from '../../src/content/links/exerciseLink';
import { parseScenarioYaml } from '../../src/engine/parseScenario';

/** The link's fragment (`x=v1.…`, without the `#`). */
export function exerciseFragment(): string {
  const parsed = parseScenarioYaml(
    readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8'),
  );
  if (!parsed.ok) throw new Error('The seed demo does not load.');
  const made = makeExerciseFragment(parsed.scenario, {
    edit: ['commit'],
    starter: { commit: "UPDATE jobs SET state='done', result=:payload WHERE id=:job" },
    title: 'Fence the finish',
    instructions: 'A stalls past its lease and B takes over: make A fail to finish.',
    safe: true,
  });
  if (!made.ok) throw new Error(`The seed demo makes no exercise link: ${made.refusal.kind}`);
  return made.fragment;
}
