// A mock interview's report as Markdown: per answer, the time used, the key points (the learner's
// ticks, and the matcher's hint beside them), the self-grade and the answer itself. Pure.
import { matchPoints } from './keyPoints';
import { roundItem, type Question } from './question';

/** One answered round, as the practice slice records it. */
export interface ReportRound {
  questionId: string;
  path: readonly number[];
  answer: string;
  usedMs: number | null;
  grade: string | null;
  covered: readonly string[];
}

/** `m:ss`, or an em dash when the time is unknown. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const GRADE_LABEL: Record<string, string> = {
  'not-yet': 'not yet',
  basic: 'basic',
  solid: 'solid',
  senior: 'senior',
};

/** Quotes text as a Markdown block quote, keeping empty lines inside the quote. */
function quote(text: string): string {
  const t = text.trim();
  return t
    ? t
        .split('\n')
        .map((l) => (l ? `> ${l}` : '>'))
        .join('\n')
    : '_(no answer typed)_';
}

/** The report; `date` is printed as given (the caller formats it, so the function stays pure). */
export function mockReportMarkdown(
  rounds: readonly ReportRound[],
  questions: readonly Question[],
  date: string,
): string {
  const total = rounds.reduce((sum, r) => sum + (r.usedMs ?? 0), 0);
  const out = [
    '# FenceLab mock interview',
    '',
    `${date} · ${rounds.length} answers · ${formatDuration(total)} in all`,
    '',
    '| # | question | time | self-grade | key points ticked |',
    '| --- | --- | --- | --- | --- |',
  ];
  const details: string[] = [];
  rounds.forEach((r, k) => {
    const q = questions.find((x) => x.id === r.questionId);
    const item = q && roundItem(q, r.path);
    const title = q
      ? r.path.length
        ? `${q.title} — follow-up ${r.path.length}`
        : q.title
      : r.questionId;
    const points = q && r.path.length === 0 ? q.keyPoints : [];
    const ticked = points.length ? `${r.covered.length} of ${points.length}` : '—';
    const grade = r.grade ? (GRADE_LABEL[r.grade] ?? r.grade) : 'not graded';
    out.push(
      `| ${k + 1} | ${title.replace(/\|/g, '\\|')} | ${formatDuration(r.usedMs)} | ${grade} | ${ticked} |`,
    );
    details.push(
      '',
      `## ${k + 1}. ${title}`,
      '',
      `**Asked:** ${item?.prompt ?? '(unknown question)'}`,
    );
    details.push('', `Time used: ${formatDuration(r.usedMs)} · Self-grade: ${grade}`, '');
    details.push('**Your answer:**', '', quote(r.answer));
    if (points.length) {
      const hints = matchPoints(r.answer, points);
      details.push(
        '',
        '**Key points** (ticked by you; the hint is a word match, not a grade):',
        '',
      );
      points.forEach((p, i) => {
        const h = hints[i];
        const hint = h?.mentioned ? ` — hint: you seem to have mentioned it ("${h.phrase}")` : '';
        details.push(`- [${r.covered.includes(p.label) ? 'x' : ' '}] ${p.label}${hint}`);
      });
    }
  });
  return [...out, ...details, ''].join('\n');
}
