// The words of a check report that the page (ui/lesson/CheckReport.tsx) and `cli check` both say:
// the headline, and each expectation's sentence, in the current language. No React, no DOM here.
import type { AnswerReport, ExpectationResult } from '../content/check/lessonCheck';
import type { Outcome, StepErrorFacts } from '../engine/types';
import { t, type MessageKey } from './i18n';
import { stepErrorText } from './stepErrorText';

/** The report's headline: solved (and on what besides the timelines), or why not, first cause first. */
export function checkHeadline(report: AnswerReport): string {
  const n = report.generated?.tried ?? 0;
  const schedules = report.schedules.length > 0;
  if (report.passed && n > 0)
    return t(schedules ? 'lesson.check.passedGeneratedSchedules' : 'lesson.check.passedGenerated', {
      n,
    });
  if (report.passed)
    return t(schedules ? 'lesson.check.passedWithSchedules' : 'lesson.check.passed');
  if (report.runaway) return t('lesson.check.runaway');
  if (report.generated && report.generated.tables.length > 0) return t('lesson.check.tablesFail');
  if (report.generated && !report.generated.passed) return t('lesson.check.generatedFails');
  if (report.timelines.every((x) => x.passed)) return t('lesson.check.scheduleFails');
  return t('lesson.check.timelinesFail');
}

/** An expectation's sentence as a message and its values, all but the step's error. */
export interface ExpectationMessage {
  key: MessageKey;
  values: Record<string, string | number>;
  /**
   * The step's error, for the message's `{error}`, when it failed with one (else null): worded by
   * the caller, as text (expectationText) or as the page's <ErrorText>.
   */
  error: { facts: StepErrorFacts | null; english: string } | null;
}

/** What should happen at a step and what did, as a message (lessonCheck gives the facts). */
export function expectationMessage(e: ExpectationResult): ExpectationMessage {
  const word = (o: Outcome) => t(`outcome.${o}`);
  const values = { at: e.at, actor: e.actor, do: e.do, expect: word(e.expect) };
  if (e.met) return { key: 'lesson.expect.met', values, error: null };
  if (e.error !== null)
    return {
      key: 'lesson.expect.error',
      values,
      error: { facts: e.errorFacts, english: e.error },
    };
  if (e.outcome === null) return { key: 'lesson.expect.notRun', values, error: null };
  return {
    key: 'lesson.expect.unmet',
    values: { ...values, outcome: word(e.outcome) },
    error: null,
  };
}

/** What should happen at a step and what did, in one sentence of the current language. */
export function expectationText(e: ExpectationResult): string {
  const { key, values, error } = expectationMessage(e);
  if (error === null) return t(key, values);
  return t(key, { ...values, error: stepErrorText(error.facts, error.english) });
}
