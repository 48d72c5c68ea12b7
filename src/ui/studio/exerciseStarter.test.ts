// "Share as exercise" prefills each ticked action's starter: the form must make a link as it is,
// with the starter the learner gets, for every action that runs SQL, whether the scenario leaves
// the action at its reference SQL (the studio's default) or runs SQL of its own.
import { describe, expect, it } from 'vitest';
import { makeExerciseFragment } from '../../content/links/exerciseLink';
import { sameSqlText } from '../../content/check/lessonCheck';
import { REFERENCE_SQL, sqlFor } from '../../engine/referenceSql';
import { SQL_ACTIONS } from '../../engine/types';
import { scenarioOf } from '../../testing/engine';
import { starterFor } from './exerciseStarter';

/** A scenario that runs every built-in SQL action, each at its reference SQL. */
const EVERY_ACTION = `title: Every action
ttl: 5
job: j
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 1, worker: A, do: renew }
  - { at: 2, worker: A, do: read }
  - { at: 3, worker: A, do: write }
  - { at: 4, worker: A, do: commit }
  - { at: 5, worker: user, do: cancel }
  - { at: 12, worker: scheduler, do: recover }
`;

const NAIVE_COMMIT = "UPDATE jobs SET state='done', result=:payload WHERE id=:job";

/** What the panel sends when the instructor ticks `action` and presses the button at once. */
const asIs = (yaml: string, action: string) => {
  const scenario = scenarioOf(yaml);
  const starter = starterFor(scenario.sql, action);
  return {
    starter,
    made: makeExerciseFragment(scenario, {
      edit: [action],
      starter: { [action]: starter },
      title: '',
      instructions: '',
      safe: true,
    }),
  };
};

describe('the starter "Share as exercise" prefills', () => {
  for (const action of SQL_ACTIONS)
    it(`makes a link as it is for ${action} at its reference SQL, and is not that SQL`, () => {
      const { starter, made } = asIs(EVERY_ACTION, action);
      expect(made.ok ? 'made' : made.refusal).toBe('made');
      expect(sameSqlText(starter, REFERENCE_SQL[action])).toBe(false);
      expect(starter.trim()).not.toBe('');
    });

  it('takes out the fencing check of a commit left at its reference SQL', () => {
    const { starter } = asIs(EVERY_ACTION, 'commit');
    expect(starter).not.toContain(':token');
    expect(starter).toContain('lease_until > :now');
  });

  it('is the reference SQL when the scenario runs its own SQL for the action', () => {
    const yaml = `${EVERY_ACTION}sql:\n  commit: "${NAIVE_COMMIT}"\n`;
    const { starter, made } = asIs(yaml, 'commit');
    expect(starter).toBe(REFERENCE_SQL.commit);
    expect(made.ok).toBe(true);
  });

  it('never is the scenario’s own SQL, even when that is a change of the reference', () => {
    const first = starterFor({}, 'commit');
    const sql = { commit: first };
    expect(sameSqlText(starterFor(sql, 'commit'), sqlFor(sql, 'commit') ?? '')).toBe(false);
    expect(starterFor(sql, 'commit')).toBe(REFERENCE_SQL.commit);
  });

  it('is empty for a custom action: its SQL is the instructor’s, and stays out of the link', () => {
    expect(starterFor({ release: 'UPDATE jobs SET owner=NULL WHERE id=:job' }, 'release')).toBe('');
  });
});
