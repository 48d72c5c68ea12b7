// Check my SQL with SQL that never finishes: cut off once at the time limit, not once per step
// and per timeline, with progress reported as it goes.
import { afterAll, describe, expect, it } from 'vitest';
import { formatIssue } from '../../engine/yamlSource';
import { createNodeSupervisor } from '../../sql/nodeHost';
import { loadLesson } from '../lessons/lesson';
import { checkAnswer, type CheckProgress } from './lessonCheck';
import { SMALL_VARIANTS, smallLesson } from '../testing/smallLesson';

const supervisor = createNodeSupervisor(300);
afterAll(() => supervisor.dispose());

const RUNAWAY =
  "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) UPDATE jobs SET state='done' WHERE id=:job AND (SELECT count(*) FROM n) > 0";

describe('a runaway answer', () => {
  it('is cut off in the first timeline it runs away in; the others are not run', async () => {
    const r = loadLesson(smallLesson({ extra: SMALL_VARIANTS }), 'small.lesson.yaml');
    if (!r.ok) throw new Error(r.issues.map(formatIssue).join('\n'));
    const progress: CheckProgress[] = [];
    const report = await checkAnswer(r.lesson, { commit: RUNAWAY }, (s) => supervisor.run(s), {
      onProgress: (p) => progress.push(p),
    });
    expect(report.passed).toBe(false);
    expect(report.timelines.map((t) => t.id)).toEqual(['takeover']);
    expect(report.skipped.map((t) => t.id)).toEqual(['other-job', 'lapsed', 'cancelled']);
    expect(report.runaway).toBe(
      `Your SQL ran past the time limit at t=7 (A's commit) in "A stale worker resumes after takeover", so the other timelines were not run. Make the statement finish, then check again.`,
    );
    // In that timeline the same SQL is not tried again at B's commit.
    const steps = report.timelines[0]?.trace.steps ?? [];
    expect(steps.filter((s) => s.errorKind === 'time-limit').map((s) => s.error)).toEqual([
      'stopped: the statement ran past the time limit of 300 ms (a runaway query?)',
      'not run: the same SQL ran past the time limit of 300 ms at an earlier step, so it was not tried again',
    ]);
    expect(progress).toEqual([{ stage: 'timelines', done: 0, total: 4 }]);
  });
});
