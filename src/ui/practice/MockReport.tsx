import { formatDuration, mockReportMarkdown } from '../../content/mockReport';
import { roundItem, type Question } from '../../content/question';
import type { Round } from '../../state/practiceSlice';
import { InlineMarkdown } from '../lesson/InlineMarkdown';
import { GRADE_LABEL } from './RoundPanel';

interface Props {
  rounds: Round[];
  questions: Question[];
}

/** Saves text as a file through a temporary object URL; nothing leaves the machine. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The end of a mock interview: time per answer, key points, self-grades, the answers; export. */
export function MockReport({ rounds, questions }: Props) {
  const exportMarkdown = () => {
    const date = new Date().toISOString().slice(0, 10);
    download(`fencelab-mock-interview-${date}.md`, mockReportMarkdown(rounds, questions, date));
  };
  return (
    <section className="mock-report" data-testid="mock-report" aria-labelledby="report-heading">
      <h3 id="report-heading">Your report</h3>
      <button
        type="button"
        className="primary"
        data-testid="export-report"
        onClick={exportMarkdown}
      >
        Download as Markdown
      </button>
      <div className="table-scroll" role="region" aria-label="Rounds" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Question</th>
              <th scope="col">Time</th>
              <th scope="col">Self-grade</th>
              <th scope="col">Key points ticked</th>
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
                      <summary>Your answer</summary>
                      <p className="report-answer">{r.answer || '(no answer typed)'}</p>
                    </details>
                  </td>
                  <td>{formatDuration(r.usedMs)}</td>
                  <td>{r.grade ? GRADE_LABEL[r.grade] : 'not graded'}</td>
                  <td>
                    {r.path.length > 0
                      ? '—'
                      : r.covered.length > 0
                        ? r.covered.join('; ')
                        : `none of ${q?.keyPoints.length ?? 0}`}
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
