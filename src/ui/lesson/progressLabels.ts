import type { LessonProgress, LessonStatus } from '../../content/progressFile';

export const STATUS_LABEL: Record<LessonStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  solved: 'Solved',
};

const SOLVED_DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** What a lesson's card says of the learner's work on it, a few words each. */
export function progressFacts(p: LessonProgress): string[] {
  const facts = [p.predicted ? 'Predicted' : 'Not predicted yet'];
  if (p.hints > 0) facts.push(p.hints === 1 ? '1 hint used' : `${p.hints} hints used`);
  if (Object.keys(p.sql).length > 0 && p.status !== 'solved') facts.push('SQL edited');
  if (p.solvedAt !== null) facts.push(`Solved ${SOLVED_DATE.format(new Date(p.solvedAt))}`);
  return facts;
}
