import {
  hasOwnSql,
  type LessonProgress,
  type LessonStatus,
} from '../../content/files/progressFile';
import { currentLocale, t } from '../../i18n/i18n';

/** A lesson's status in words, in the page's language. */
export const statusLabel = (status: LessonStatus): string => t(`status.${status}`);

// Made when first used: building an Intl formatter costs a first visit tens of milliseconds (on a
// phone), and only a card of a solved lesson needs it.
let solvedDate: Intl.DateTimeFormat | undefined;
const SOLVED_DATE = () =>
  (solvedDate ??= new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }));

/** Whether the learner made a prediction: checked with steps marked, skipped, or not yet. */
function predictionFact(p: LessonProgress): string {
  if (!p.predicted) return t('progress.notPredicted');
  // Skip, or Check with nothing marked, lifts the veil with no step predicted.
  return Object.keys(p.predictions).length > 0
    ? t('progress.predicted')
    : t('progress.predictionSkipped');
}

/** What a lesson's card says of the learner's work on it, a few words each. */
export function progressFacts(p: LessonProgress): string[] {
  const facts = [predictionFact(p)];
  if (p.hints > 0) facts.push(t('progress.hints', { n: p.hints }));
  if (hasOwnSql(p) && p.status !== 'solved') facts.push(t('progress.sqlEdited'));
  if (p.solvedAt !== null)
    facts.push(t('progress.solvedOn', { date: SOLVED_DATE().format(new Date(p.solvedAt)) }));
  return facts;
}
