// What the practice slice decides without state: which question a page opens on and the plan of a
// mock interview. Pure. (The picker's order is the loader's: content/practice/pickerOrder.ts.)
import { followUpAt } from '../content/practice/followUps';
import type { Question } from '../content/practice/question';

/** The question a practice page opens on when its address names none: the bank's (first) core one. */
export function coreQuestion<Q extends { core: boolean }>(questions: readonly Q[]): Q | undefined {
  return questions.find((q) => q.core) ?? questions[0];
}

/** The plan of a mock interview: each question, then its first follow-ups down the ladder. */
export function mockPlan(questions: Question[], ids: string[], followUps: number) {
  const plan: { questionId: string; path: number[] }[] = [];
  for (const id of ids) {
    const q = questions.find((x) => x.id === id);
    if (!q) continue;
    plan.push({ questionId: id, path: [] });
    const path: number[] = [];
    while (path.length < followUps && followUpAt(q.followUps, [...path, 0])) {
      path.push(0);
      plan.push({ questionId: id, path: [...path] });
    }
  }
  return plan;
}
