import type { AnswerReport, ExpectationResult } from '../../content/check/lessonCheck';
import { checkHeadline, expectationMessage } from '../../i18n/checkText';
import { t } from '../../i18n/i18n';
import { useActions } from '../../state/useAppStore';
import { verdictSummary } from '../../i18n/verdictSummary';
import { FindingText } from '../player/findings/FindingText';
import { ErrorText } from '../player/steps/ErrorText';
import { messageParts } from '../player/messageParts';
import { useMemo, type ReactNode } from 'react';
import { compileErrorsOfRuns } from '../../state/compileErrors';
import { CompileErrors } from '../editor/CompileErrors';
import { GeneratedReport, type DifferenceRuns } from './GeneratedReport';
import { InlineMarkdown } from './InlineMarkdown';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lessonId: string;
  report: AnswerReport;
  /** Shows a timeline of the report in the player (default: the lesson's, with the learner's SQL). */
  onShow?: (timeline: string) => void;
  /** The runs of the generated timeline that tells the learner's SQL apart, and how to show it. */
  difference: DifferenceRuns | null;
  onShowDifference: () => void;
}

/**
 * Every timeline and variant, each expectation met or not in one sentence, and the violations;
 * then the exercise's models on every schedule, with the counterexample to open in the player;
 * and, first, the sentence of a declared wrong answer the SQL matches.
 */
export function CheckReport({ lessonId, report, onShow, difference, onShowDifference }: Props) {
  const showTimeline = useShowTimeline(lessonId);
  const show = onShow ?? ((timeline: string) => showTimeline(timeline, 'mine'));
  const { showCounterexample } = useActions();
  // SQL that does not compile fails every timeline the same way: said once, not at each of them.
  const broken = useMemo(
    () => compileErrorsOfRuns(report.timelines.map((tl) => tl.trace)),
    [report.timelines],
  );
  return (
    <section
      className="check-report"
      data-testid="check-report"
      data-passed={report.passed}
      aria-live="polite"
    >
      <h4>{broken.length > 0 ? t('editor.compile.checkHeadline') : checkHeadline(report)}</h4>
      {report.wrongAnswer && (
        <p className="check-wrong-answer" data-testid="wrong-answer">
          <InlineMarkdown source={report.wrongAnswer} />
        </p>
      )}
      {report.runaway && (
        <p className="check-wrong-answer" role="alert" data-testid="check-runaway">
          {report.runawayAt
            ? t('lesson.check.runawayAt', { ...report.runawayAt, at: String(report.runawayAt.at) })
            : report.runaway}
        </p>
      )}
      {broken.length > 0 && <CompileErrors errors={broken} after={t('editor.compile.check')} />}
      {(broken.length > 0 ? [] : report.timelines).map((tl) => (
        <div
          key={tl.id}
          className="check-timeline"
          data-testid="check-timeline"
          data-timeline={tl.id}
          data-passed={tl.passed}
        >
          <h5>
            {tl.passed ? '✓' : '✗'} {tl.title}{' '}
            <button type="button" className="link-button" onClick={() => show(tl.id)}>
              {t('lesson.check.showInPlayer')}
            </button>
          </h5>
          <ul>
            {tl.expectations.map((e) => (
              <li key={e.step} data-met={e.met} className={e.met ? 'met' : 'unmet'}>
                {e.met ? '✓' : '✗'} {expectationSentence(e)}
              </li>
            ))}
            {tl.violations.map((v, k) => (
              <li key={`v${k}`} data-met="false" className="unmet">
                ✗ {v.rule}:{' '}
                {v.step === -1 ? (
                  // The schema failed: lessonCheck counts it as the timeline's violation.
                  <ErrorText facts={tl.trace.schemaErrorFacts} english={v.message} schema />
                ) : (
                  <FindingText finding={v} />
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {report.skipped.length > 0 && (
        <p className="unmet" data-testid="check-skipped">
          {t('lesson.check.skipped', {
            titles: report.skipped.map((s) => `“${s.title}”`).join(t('lesson.check.listSeparator')),
          })}
        </p>
      )}
      {report.generated && (
        <GeneratedReport
          generated={report.generated}
          difference={difference}
          onShow={onShowDifference}
        />
      )}
      {report.schedules.map((x) => (
        <div
          key={`schedules-${x.id}`}
          className="check-timeline"
          data-testid="check-schedules"
          data-passed={x.passed}
          data-verdict={x.verdict}
        >
          <h5>
            {x.passed ? '✓' : '✗'} {t('lesson.check.everySchedule', { title: x.title })}{' '}
            {x.verdict === 'unsafe' && (
              <button
                type="button"
                className="link-button"
                data-testid="check-counterexample"
                onClick={showCounterexample}
              >
                {t('lesson.check.openCounterexample')}
              </button>
            )}
          </h5>
          <p className={x.passed ? 'met' : 'unmet'}>
            {x.result ? verdictSummary(x.result) : x.summary}
          </p>
        </div>
      ))}
    </section>
  );
}

/** An expectation's sentence in checkText's words, the step's error drawn as <ErrorText>. */
function expectationSentence(e: ExpectationResult): ReactNode {
  const { key, values, error } = expectationMessage(e);
  if (error === null) return t(key, values);
  return messageParts(
    key,
    { error: <ErrorText facts={error.facts} english={error.english} /> },
    values,
  );
}
