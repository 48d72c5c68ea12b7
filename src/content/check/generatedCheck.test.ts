// The sentence of a generated timeline says how its store and clocks started, so that a two-step
// counterexample on a seeded store reads as something that can happen.
import { describe, expect, it } from 'vitest';
import { checkAsPage as check, lessonOf as lesson } from '../testing/checkLesson';

describe('a generated timeline on a seeded store', () => {
  // Without `generation <= :token` the reference takes any holder's publish, even over a ref a
  // newer generation already set: the store cannot defend itself.
  const l = lesson('10-immutable-versions-and-a-reference.lesson.yaml');
  const publish = (l.exercise.solution.publish ?? '').replace(/\s+AND generation <= :token/, '');

  it('says the store started ahead, in the sentence and in its facts', async () => {
    expect(publish).not.toContain('generation <=');
    const g = (await check(l, { publish })).generated;
    expect(g?.passed).toBe(false);
    expect(g?.facts?.store).toEqual([
      { kind: 'raised', table: 'refs', columns: ['generation'], by: 9 },
    ]);
    expect(g?.sentence).toMatch(
      /^On a timeline the checker made \(2 steps\), your SQL lets B's publish at t=\d+ through \(refs started with generation 9 higher\); with the solution's SQL that step is rejected\.$/,
    );
  }, 60_000);

  it('says nothing of the store when the lesson starts it as it is', async () => {
    // A finish that does not check the state: a retried finish on the lesson's own store.
    const l1 = lesson('01-lease-is-not-a-lock.lesson.yaml');
    const commit = (l1.exercise.solution.commit ?? '').replace(
      /state\s*=\s*'running'/,
      "state <> 'cancelled'",
    );
    const g = (await check(l1, { commit })).generated;
    expect(g?.passed).toBe(false);
    expect(g?.facts?.store).toEqual([]);
    expect(g?.sentence).not.toMatch(/started with|also held/);
  }, 60_000);
});

describe('a generated save that names no revision', () => {
  it('says which key the step was bound with', async () => {
    // `:key - revision = 0` turns a key that is no number into 0: the default key passes.
    const l = lesson('12-revisions-within-a-generation.lesson.yaml');
    const save = (l.exercise.solution.save ?? '').replace('revision = :key', ':key - revision = 0');
    expect(save).toContain(':key - revision');
    const g = (await check(l, { save })).generated;
    expect(g?.passed).toBe(false);
    expect(g?.facts?.defaultKey).toBe('reindex-orders:save');
    expect(g?.sentence).toContain('(it named no key, so :key was “reindex-orders:save”)');
  }, 60_000);
});
