// A mock interview's report as Markdown: per answer, the time used, the key points (the learner's
// ticks, and the matcher's hint beside them), the self-grade and the answer itself. Pure.
import { formatDuration } from './duration';
import { matchPoints } from './keyPoints';
import type { Question } from './question';
import { roundItem } from './questionRounds';

/** One answered round, as the practice slice records it. */
export interface ReportRound {
  questionId: string;
  path: readonly number[];
  answer: string;
  usedMs: number | null;
  grade: string | null;
  covered: readonly string[];
}

/** The report's words: English here; the page passes its own language's (MockReport.tsx). */
export interface ReportWords {
  heading: string;
  /** The line under the heading: date, number of answers, time in all. */
  summary(date: string, answers: number, duration: string): string;
  /** The table's header row, five cells. */
  columns: readonly [string, string, string, string, string];
  grade(grade: string): string;
  notGraded: string;
  noAnswer: string;
  followUp(title: string, depth: number): string;
  ticked(covered: number, total: number): string;
  asked: string;
  unknownQuestion: string;
  timeUsed(time: string, grade: string): string;
  yourAnswer: string;
  keyPoints: string;
  /** After "Key points": what the ticks and the hint are. */
  keyPointsNote: string;
  hint(phrase: string): string;
}

const GRADE_LABEL: Record<string, string> = {
  'not-yet': 'not yet',
  basic: 'basic',
  solid: 'solid',
  senior: 'senior',
};

export const ENGLISH_REPORT: ReportWords = {
  heading: 'FenceLab mock interview',
  summary: (date, n, d) => `${date} · ${n} answers · ${d} in all`,
  columns: ['#', 'question', 'time', 'self-grade', 'key points ticked'],
  grade: (g) => GRADE_LABEL[g] ?? g,
  notGraded: 'not graded',
  noAnswer: '(no answer typed)',
  followUp: (title, n) => `${title} — follow-up ${n}`,
  ticked: (c, t) => `${c} of ${t}`,
  asked: 'Asked:',
  unknownQuestion: '(unknown question)',
  timeUsed: (t, g) => `Time used: ${t} · Self-grade: ${g}`,
  yourAnswer: 'Your answer:',
  keyPoints: 'Key points',
  keyPointsNote: '(ticked by you; the hint is a word match, not a grade):',
  hint: (phrase) => `hint: you seem to have mentioned it ("${phrase}")`,
};

/** Quotes text as a Markdown block quote, keeping empty lines inside the quote. */
function quote(text: string, none: string): string {
  const t = text.trim();
  return t
    ? t
        .split('\n')
        .map((l) => (l ? `> ${l}` : '>'))
        .join('\n')
    : `_${none}_`;
}

/** The report; `date` is printed as given (the caller formats it, so the function stays pure). */
export function mockReportMarkdown(
  rounds: readonly ReportRound[],
  questions: readonly Question[],
  date: string,
  words: ReportWords = ENGLISH_REPORT,
): string {
  const w = words;
  const total = rounds.reduce((sum, r) => sum + (r.usedMs ?? 0), 0);
  const out = [
    `# ${w.heading}`,
    '',
    w.summary(date, rounds.length, formatDuration(total)),
    '',
    `| ${w.columns.join(' | ')} |`,
    '| --- | --- | --- | --- | --- |',
  ];
  const details: string[] = [];
  rounds.forEach((r, k) => {
    const q = questions.find((x) => x.id === r.questionId);
    const item = q && roundItem(q, r.path);
    const title = q ? (r.path.length ? w.followUp(q.title, r.path.length) : q.title) : r.questionId;
    const points = q && r.path.length === 0 ? q.keyPoints : [];
    const ticked = points.length ? w.ticked(r.covered.length, points.length) : '—';
    const grade = r.grade ? w.grade(r.grade) : w.notGraded;
    out.push(
      `| ${k + 1} | ${title.replace(/\|/g, '\\|')} | ${formatDuration(r.usedMs)} | ${grade} | ${ticked} |`,
    );
    details.push(
      '',
      `## ${k + 1}. ${title}`,
      '',
      `**${w.asked}** ${item?.prompt ?? w.unknownQuestion}`,
    );
    details.push('', w.timeUsed(formatDuration(r.usedMs), grade), '');
    details.push(`**${w.yourAnswer}**`, '', quote(r.answer, w.noAnswer));
    if (points.length) {
      const hints = matchPoints(r.answer, points, q ? [q.prompt] : []);
      details.push('', `**${w.keyPoints}** ${w.keyPointsNote}`, '');
      points.forEach((p, i) => {
        const h = hints[i];
        const hint = h?.mentioned ? ` — ${w.hint(h.phrase ?? '')}` : '';
        details.push(`- [${r.covered.includes(p.label) ? 'x' : ' '}] ${p.label}${hint}`);
      });
    }
  });
  return [...out, ...details, ''].join('\n');
}
