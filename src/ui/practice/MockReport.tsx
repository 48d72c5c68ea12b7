import { mockReportMarkdown, type ReportWords } from '../../content/practice/mockReport';
import type { Question } from '../../content/practice/question';
import { roundItem } from '../../content/practice/questionRounds';
import { t } from '../../i18n/i18n';
import type { Round } from '../../state/practiceState';
import { downloadText } from '../download';
import { InlineMarkdown } from '../lesson/InlineMarkdown';
import { formatDuration } from '../../content/practice/duration';
import { gradeLabel } from './SelfGrade';

interface Props {
  rounds: Round[];
  questions: Question[];
}

/** Saves text as a Markdown file. */
const download = (name: string, text: string) => downloadText(name, text, 'text/markdown');

/** The end of a mock interview: time per answer, key points, self-grades, the answers; export. */
export function MockReport({ rounds, questions }: Props) {
  const exportMarkdown = () => {
    const date = new Date().toISOString().slice(0, 10);
    download(
      `fencelab-mock-interview-${date}.md`,
      mockReportMarkdown(rounds, questions, date, reportWords()),
    );
  };
  return (
    <section className="mock-report" data-testid="mock-report" aria-labelledby="report-heading">
      <h3 id="report-heading" tabIndex={-1}>
        {t('practice.report.heading')}
      </h3>
      <button
        type="button"
        className="primary"
        data-testid="export-report"
        onClick={exportMarkdown}
      >
        {t('practice.report.download')}
      </button>
      <div
        className="table-scroll"
        role="region"
        aria-label={t('practice.report.rounds')}
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('practice.report.question')}</th>
              <th scope="col">{t('practice.report.time')}</th>
              <th scope="col">{t('practice.report.grade')}</th>
              <th scope="col">{t('practice.report.ticked')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((r, k) => {
              const q = questions.find((x) => x.id === r.questionId);
              const item = q && roundItem(q, r.path);
              return (
                <tr key={k} data-testid="report-row">
                  <td>{k + 1}</td>
                  <td>
                    {item ? <InlineMarkdown source={item.prompt} /> : r.questionId}
                    <details>
                      <summary>{t('practice.round.yourAnswer')}</summary>
                      <p className="report-answer">{r.answer || t('practice.report.noAnswer')}</p>
                    </details>
                  </td>
                  <td>{formatDuration(r.usedMs)}</td>
                  <td>{r.grade ? gradeLabel(r.grade) : t('practice.report.notGraded')}</td>
                  <td>
                    {r.path.length > 0
                      ? '—'
                      : r.covered.length > 0
                        ? r.covered.join(t('practice.report.separator'))
                        : t('practice.report.noneTicked', { n: q?.keyPoints.length ?? 0 })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The exported report's words, in the page's language. */
function reportWords(): ReportWords {
  return {
    heading: t('practice.export.heading'),
    summary: (date, answers, duration) => t('practice.export.summary', { date, answers, duration }),
    columns: [
      '#',
      t('practice.export.question'),
      t('practice.export.time'),
      t('practice.export.grade'),
      t('practice.export.ticked'),
    ],
    grade: (g) => gradeLabel(g as Parameters<typeof gradeLabel>[0]).toLowerCase(),
    notGraded: t('practice.export.notGraded'),
    noAnswer: t('practice.export.noAnswer'),
    followUp: (title, depth) => t('practice.export.followUp', { title, depth }),
    ticked: (covered, total) => t('practice.export.tickedOf', { covered, total }),
    asked: t('practice.export.asked'),
    unknownQuestion: t('practice.export.unknownQuestion'),
    timeUsed: (time, grade) => t('practice.export.timeUsed', { time, grade }),
    yourAnswer: t('practice.export.yourAnswer'),
    keyPoints: t('practice.export.keyPoints'),
    keyPointsNote: t('practice.export.keyPointsNote'),
    hint: (phrase) => t('practice.export.hint', { phrase }),
  };
}
