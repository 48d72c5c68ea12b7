// A shared exercise checked as a lesson is: the link carries generated timelines with the
// instructor's solution's outcomes (never its SQL), and a learner's answer that passes the
// scenario's expectations but parts from those outcomes is not solved.
import { readFileSync } from 'node:fs';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { recordChecks } from '../../engine/differ/record';
import { sqlFor } from '../../engine/referenceSql';
import { port } from '../../testing/port';
import { run, scenarioOf } from '../../testing/engine';
import { checkSharedExercise } from './exerciseCheck';
import {
  decodeExerciseFragment,
  makeExerciseFragment,
  type ExerciseChoice,
} from '../links/exerciseLink';
import { MAX_LINK_CHECKS } from '../links/linkChecks';
import { mutantsOf } from './mutants';
import { MAX_LINK_LENGTH } from '../links/shareLink';

const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
const NAIVE = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
/** The instructor's own commit, marked so that a test can see it never reaches the link. */
const SOLUTION =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running' AND 'only-the-teacher-knows' <> ''";
const SCENARIO = scenarioOf(`${SEED}sql:\n  commit: "${SOLUTION}"\n`);
const CHOICE: ExerciseChoice = {
  edit: ['commit'],
  starter: { commit: NAIVE },
  title: 'Fence the finish',
  instructions: 'Make **A** fail.',
  safe: true,
};

/** What the instructor's browser records: timelines that tell the solution from the starter and its mutants. */
function recorded() {
  const rivals = [
    { commit: NAIVE },
    ...mutantsOf(sqlFor(SCENARIO.sql, 'commit') ?? '').map((m) => ({ commit: m.sql })),
  ];
  return recordChecks(port, { base: SCENARIO, rivals, seed: 11, runs: 200, most: MAX_LINK_CHECKS });
}

function link() {
  const r = makeExerciseFragment(SCENARIO, CHOICE, recorded().checks);
  if (!r.ok) throw new Error(JSON.stringify(r.refusal));
  return r;
}

describe("an exercise link's generated timelines", () => {
  it('keep, within the bound, timelines that tell the solution from most of its mutants', () => {
    const r = recorded();
    expect(r.checks.length).toBeGreaterThan(0);
    expect(r.checks.length).toBeLessThanOrEqual(MAX_LINK_CHECKS);
    expect(r.told).toBeGreaterThan(3);
  });

  it('carry the solution’s outcomes, never its SQL, and stay a short link', () => {
    const { fragment } = link();
    const payload = LZString.decompressFromEncodedURIComponent(fragment.split('.')[2] ?? '');
    expect(payload).toContain('"checks"');
    expect(payload).not.toContain('only-the-teacher-knows');
    expect(fragment.length).toBeLessThan(MAX_LINK_LENGTH);
    // The size the docs state (docs/studio.md): a few kilobytes.
    expect(fragment.length).toBeLessThan(8_000);
  });

  it('open as they were made', () => {
    const made = link();
    const opened = decodeExerciseFragment(made.fragment);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.exercise.checks.map((c) => c.verdicts)).toEqual(
      made.exercise.checks.map((c) => c.verdicts),
    );
    expect(opened.exercise.checks.length).toBeGreaterThan(0);
  });

  it("fail an answer that meets the scenario's expectations but parts from the solution's outcomes", async () => {
    const { exercise } = link();
    // No state check: the seed demo never finishes twice, so its expectations pass.
    const partial = SOLUTION.replace(" AND state='running'", '');
    const { report, mine } = await checkSharedExercise(exercise, { commit: partial }, (s) =>
      run(s),
    );
    expect(report.timelines.every((t) => t.passed)).toBe(true);
    expect(report.passed).toBe(false);
    expect(report.generated?.facts?.kind).toBe('accepts');
    expect(mine?.steps[report.generated?.difference?.parting.step ?? -1]?.outcome).toBe('accepted');
  });

  it('pass the solution, and an answer written differently', async () => {
    const { exercise } = link();
    for (const commit of [SOLUTION, SOLUTION.replace("state='running'", "state IN ('running')")]) {
      const { report } = await checkSharedExercise(exercise, { commit }, (s) => run(s));
      expect(report.passed).toBe(true);
      expect(report.generated?.tried).toBe(exercise.checks.length);
    }
  });

  it('refuse a link whose timelines were tampered with, and open an older link without any', () => {
    const { fragment } = link();
    const body = fragment.split('.')[2];
    const payload = JSON.parse(LZString.decompressFromEncodedURIComponent(body ?? '')) as {
      checks: { outcomes: string }[];
    };
    const reseal = async (p: unknown) => {
      const { packFragment } = await import('../links/shareLink');
      return packFragment('x=', JSON.stringify(p));
    };
    return Promise.all([
      reseal({ ...payload, checks: [{ ...payload.checks[0], outcomes: 'zz' }] }).then((f) =>
        expect(decodeExerciseFragment(f).ok).toBe(false),
      ),
      reseal({ ...payload, checks: undefined }).then((f) => {
        const r = decodeExerciseFragment(f);
        expect(r.ok && r.exercise.checks).toEqual([]);
      }),
    ]);
  });
});
