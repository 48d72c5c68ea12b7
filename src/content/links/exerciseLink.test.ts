import { readFileSync } from 'node:fs';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { REFERENCE_SQL } from '../../engine/referenceSql';
import { scenarioOf } from '../../testing/engine';
import {
  decodeExerciseFragment,
  exerciseLinkSentence,
  isExerciseFragment,
  makeExerciseFragment,
  MAX_INSTRUCTIONS_LENGTH,
  type ExerciseChoice,
} from './exerciseLink';
import { MAX_LINK_LENGTH, packFragment } from './shareLink';
import { MAX_TITLE_LENGTH } from './shareLimits';

const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
const NAIVE = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";
/** The instructor's own commit: what the learner must never be handed. */
const SOLUTION =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running' AND 'only-the-teacher-knows' <> ''";
const WITH_SOLUTION = `${SEED}sql:\n  commit: "${SOLUTION}"\n`;

const choice = (over: Partial<ExerciseChoice> = {}): ExerciseChoice => ({
  edit: ['commit'],
  starter: { commit: NAIVE },
  title: 'Fence the finish',
  instructions: 'Make **A** fail.',
  safe: true,
  ...over,
});

/** The payload a fragment packs, as text. */
const unpacked = (fragment: string) =>
  LZString.decompressFromEncodedURIComponent(fragment.split('.')[2] ?? '');

function made(yaml = WITH_SOLUTION, over: Partial<ExerciseChoice> = {}) {
  const r = makeExerciseFragment(scenarioOf(yaml), choice(over));
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.refusal)}`);
  return r;
}

describe('exercise links', () => {
  it('round-trip the title, the instructions, the editable actions and the starter', () => {
    const { fragment } = made();
    expect(fragment).toMatch(/^x=v1\.[0-9a-f]{8}\./);
    expect(isExerciseFragment(`#${fragment}`)).toBe(true);
    expect(isExerciseFragment('#s=v1.x.y')).toBe(false);
    const r = decodeExerciseFragment(`#${fragment}`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.exercise.title).toBe('Fence the finish');
    expect(r.exercise.instructions).toBe('Make **A** fail.');
    expect(r.exercise.edit).toEqual(['commit']);
    expect(r.exercise.safe).toBe(true);
    expect(r.exercise.starter.commit).toBe(NAIVE);
    expect(r.exercise.scenario.sql.commit).toBe(NAIVE);
    expect(r.exercise.scenario.steps.map((s) => s.expect)).toEqual(
      scenarioOf(SEED).steps.map((s) => s.expect),
    );
  });

  it('never carry the instructor’s SQL of an editable action, in the payload or the fragment', () => {
    const { fragment, exercise } = made();
    const payload = unpacked(fragment);
    expect(payload).toContain(NAIVE);
    expect(payload).not.toContain(SOLUTION);
    expect(payload).not.toContain('only-the-teacher-knows');
    expect(fragment).not.toContain(SOLUTION);
    expect(fragment).not.toContain('only-the-teacher-knows');
    expect(JSON.stringify(exercise)).not.toContain('only-the-teacher-knows');
  });

  it('never carry a postgres: block, whose SQL may be the solution for PostgreSQL', () => {
    const pg = `${WITH_SOLUTION}postgres:\n  sql:\n    commit: "${SOLUTION}"\n`;
    expect(scenarioOf(pg).postgres?.sql.commit).toBe(SOLUTION);
    const { fragment, exercise } = made(pg);
    expect(unpacked(fragment)).not.toContain('only-the-teacher-knows');
    expect(unpacked(fragment)).not.toContain('postgres');
    expect(exercise.scenario.postgres).toBeUndefined();
  });

  it('keep the SQL of the actions the learner does not edit', () => {
    const claim =
      "UPDATE jobs SET owner=:worker, fence=fence+1, state='running' WHERE id=:job AND lease_until <= :now RETURNING fence AS token";
    const yaml = `${SEED}sql:\n  claim: "${claim}"\n`;
    const r = decodeExerciseFragment(made(yaml).fragment);
    expect(r.ok && r.exercise.scenario.sql.claim).toBe(claim);
  });

  it('refuse a scenario with no expectation, no editable action or no starter', () => {
    const bare = scenarioOf('title: x\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n');
    expect(makeExerciseFragment(bare, choice())).toEqual({
      ok: false,
      refusal: { kind: 'no-expect' },
    });
    const seed = scenarioOf(SEED);
    expect(makeExerciseFragment(seed, choice({ edit: [] }))).toMatchObject({
      refusal: { kind: 'no-edit' },
    });
    expect(makeExerciseFragment(seed, choice({ starter: { commit: '  ' } }))).toMatchObject({
      refusal: { kind: 'no-starter', action: 'commit' },
    });
  });

  it('refuse a starter that is the scenario’s own SQL: the learner would start from the answer', () => {
    const seed = scenarioOf(SEED);
    const reference = `${REFERENCE_SQL.commit.toLowerCase()};`;
    expect(makeExerciseFragment(seed, choice({ starter: { commit: reference } }))).toMatchObject({
      refusal: { kind: 'starter-is-solution', action: 'commit' },
    });
    const own = makeExerciseFragment(
      scenarioOf(WITH_SOLUTION),
      choice({ starter: { commit: SOLUTION } }),
    );
    expect(own).toMatchObject({ refusal: { kind: 'starter-is-solution', action: 'commit' } });
  });

  it('refuse a title or instructions over their limits', () => {
    const seed = scenarioOf(SEED);
    const long = 'i'.repeat(MAX_INSTRUCTIONS_LENGTH + 1);
    expect(makeExerciseFragment(seed, choice({ instructions: long }))).toMatchObject({
      refusal: { kind: 'text', field: 'instructions', limit: MAX_INSTRUCTIONS_LENGTH },
    });
    const title = 't'.repeat(MAX_TITLE_LENGTH + 1);
    expect(makeExerciseFragment(seed, choice({ title }))).toMatchObject({
      refusal: { kind: 'text', field: 'title' },
    });
  });

  it('say a link is too long rather than make one that would not open', () => {
    // Instructions that lz-string cannot pack: every character a different one.
    const noise = Array.from({ length: 3_900 }, (_, k) => String.fromCharCode(0x4e00 + k)).join('');
    const r = makeExerciseFragment(scenarioOf(SEED), choice({ instructions: noise }));
    expect(r).toMatchObject({
      refusal: {
        kind: 'link',
        problem: { kind: 'too-large', size: 'link', limit: MAX_LINK_LENGTH },
      },
    });
  });
});

describe('opening an exercise link that is not right', () => {
  const good = () => made().fragment;

  it('names a damaged, changed, outdated, oversized or foreign fragment as a share link does', () => {
    const cut = decodeExerciseFragment('#x=v1.garbage');
    expect(!cut.ok && cut.error.kind).toBe('damaged');
    const link = good();
    const sum = decodeExerciseFragment(link.replace(/^x=v1\.[0-9a-f]{8}/, 'x=v1.00000000'));
    expect(!sum.ok && sum.error).toMatchObject({ kind: 'damaged', why: 'checksum' });
    const old = decodeExerciseFragment(link.replace('x=v1.', 'x=v0.'));
    expect(!old.ok && old.error).toMatchObject({ kind: 'version', version: 'v0', reads: 'v1' });
    const big = decodeExerciseFragment(`x=v1.00000000.${'A'.repeat(MAX_LINK_LENGTH)}`);
    expect(!big.ok && big.error).toMatchObject({ kind: 'too-large', size: 'link' });
    const share = decodeExerciseFragment('#s=v1.00000000.abc');
    expect(!share.ok && share.error.kind).toBe('not-a-link');
    for (const r of [cut, sum, old, big, share])
      if (!r.ok) expect(r.error.message).toBe(exerciseLinkSentence(r.error));
  });

  it('calls a payload that is not an exercise’s damaged, even with a right checksum', () => {
    for (const text of ['not json', '[]', '{"title":1}', JSON.stringify({ title: 'x' })]) {
      const r = decodeExerciseFragment(packFragment('x=', text));
      expect(!r.ok && r.error).toMatchObject({ kind: 'damaged', why: 'shape' });
    }
  });

  const pack = (over: Record<string, unknown>) =>
    packFragment(
      'x=',
      JSON.stringify({
        title: 'T',
        instructions: '',
        edit: ['commit'],
        safe: true,
        scenario: SEED,
        ...over,
      }),
    );

  it('refuses a scenario the engine refuses, with its issues', () => {
    const r = decodeExerciseFragment(pack({ scenario: 'title: x\nttl: 0\nsteps: []\n' }));
    expect(!r.ok && r.error).toMatchObject({ kind: 'invalid', issues: [{ field: 'ttl' }] });
  });

  it('refuses a payload with no expectation, no editable action or one that runs no SQL', () => {
    const noExpect = decodeExerciseFragment(
      pack({
        scenario:
          'title: x\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: commit }\n',
      }),
    );
    expect(!noExpect.ok && noExpect.error).toMatchObject({ kind: 'exercise', why: 'no-expect' });
    const noEdit = decodeExerciseFragment(pack({ edit: [] }));
    expect(!noEdit.ok && noEdit.error).toMatchObject({ kind: 'exercise', why: 'no-edit' });
    const pause = decodeExerciseFragment(pack({ edit: ['pause'] }));
    expect(!pause.ok && pause.error).toMatchObject({
      kind: 'exercise',
      why: 'not-sql',
      action: 'pause',
    });
    expect(!pause.ok && pause.error.message).toMatch(/marks "pause" to edit/);
  });

  it('holds the title and the instructions to their limits', () => {
    const title = decodeExerciseFragment(pack({ title: 'T'.repeat(MAX_TITLE_LENGTH + 1) }));
    expect(!title.ok && title.error).toMatchObject({
      kind: 'too-large',
      size: 'text',
      field: 'title',
    });
    const text = decodeExerciseFragment(
      pack({ instructions: 'i'.repeat(MAX_INSTRUCTIONS_LENGTH + 1) }),
    );
    expect(!text.ok && text.error).toMatchObject({
      kind: 'too-large',
      size: 'text',
      field: 'instructions',
      length: MAX_INSTRUCTIONS_LENGTH + 1,
    });
  });

  it('takes the scenario’s title when the link gives none', () => {
    const r = decodeExerciseFragment(pack({ title: '  ' }));
    expect(r.ok && r.exercise.title).toBe('A stale worker resumes after takeover');
  });
});
