import type { AnswerReport } from '../../content/lessonCheck';
import { useActions } from '../../state/useAppStore';
import { InlineMarkdown } from './InlineMarkdown';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lessonId: string;
  report: AnswerReport;
}

function headline(report: AnswerReport): string {
  if (report.passed)
    return report.schedules.length > 0
      ? '✓ Every timeline passes, and every schedule of the exercise is safe.'
      : '✓ Every timeline passes.';
  if (report.runaway) return '✗ Not yet: your SQL ran past the time limit.';
  if (report.timelines.every((t) => t.passed))
    return '✗ Not yet: every timeline passes, but a schedule of the same workers breaks a rule.';
  return '✗ Not yet: some timelines fail.';
}

/**
 * Every timeline and variant, each expectation met or not in one sentence, and the violations;
 * then the exercise's models on every schedule, with the counterexample to open in the player;
 * and, first, the sentence of a declared wrong answer the SQL matches.
 */
export function CheckReport({ lessonId, report }: Props) {
  const showScenario = useShowTimeline(lessonId);
  const { showCounterexample } = useActions();
  return (
    <section
      className="check-report"
      data-testid="check-report"
      data-passed={report.passed}
      aria-live="polite"
    >
      <h4>{headline(report)}</h4>
      {report.wrongAnswer && (
        <p className="check-wrong-answer" data-testid="wrong-answer">
          <InlineMarkdown source={report.wrongAnswer} />
        </p>
      )}
      {report.runaway && (
        <p className="check-wrong-answer" role="alert" data-testid="check-runaway">
          {report.runaway}
        </p>
      )}
      {report.timelines.map((t) => (
        <div
          key={t.id}
          className="check-timeline"
          data-testid="check-timeline"
          data-timeline={t.id}
          data-passed={t.passed}
        >
          <h5>
            {t.passed ? '✓' : '✗'} {t.title}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => showScenario(t.id, 'mine')}
            >
              show in the player
            </button>
          </h5>
          <ul>
            {t.expectations.map((e) => (
              <li key={e.step} data-met={e.met} className={e.met ? 'met' : 'unmet'}>
                {e.met ? '✓' : '✗'} {e.sentence}
              </li>
            ))}
            {t.violations.map((v, k) => (
              <li key={`v${k}`} data-met="false" className="unmet">
                ✗ {v.rule}: {v.message}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {report.skipped.length > 0 && (
        <p className="unmet" data-testid="check-skipped">
          Not run: {report.skipped.map((t) => `“${t.title}”`).join(', ')}.
        </p>
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
            {x.passed ? '✓' : '✗'} Every schedule of “{x.title}”{' '}
            {x.verdict === 'unsafe' && (
              <button
                type="button"
                className="link-button"
                data-testid="check-counterexample"
                onClick={showCounterexample}
              >
                open the counterexample in the player
              </button>
            )}
          </h5>
          <p className={x.passed ? 'met' : 'unmet'}>{x.summary}</p>
        </div>
      ))}
    </section>
  );
}
