import type { AnswerReport } from '../../content/lessonCheck';
import { useShowTimeline } from './useShowTimeline';

interface Props {
  lessonId: string;
  report: AnswerReport;
}

/** Every timeline and variant, each expectation met or not in one sentence, and the violations. */
export function CheckReport({ lessonId, report }: Props) {
  const showScenario = useShowTimeline(lessonId);
  return (
    <section
      className="check-report"
      data-testid="check-report"
      data-passed={report.passed}
      aria-live="polite"
    >
      <h4>{report.passed ? '✓ Every timeline passes.' : '✗ Not yet: some timelines fail.'}</h4>
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
    </section>
  );
}
