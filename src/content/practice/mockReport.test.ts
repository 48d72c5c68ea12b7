import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH_REPORT, mockReportMarkdown } from './mockReport';
import { loadQuestion, type Question } from './question';

const file = 'lessons/questions/why-fence-after-lease-expires.question.yaml';
const loaded = loadQuestion(readFileSync(file, 'utf8'), file);
if (!loaded.ok) throw new Error('the core question must load');
const core: Question = loaded.question;

describe('the mock interview report', () => {
  it('lists each answer with its time, self-grade, key points and text', () => {
    const md = mockReportMarkdown(
      [
        {
          questionId: core.id,
          path: [],
          answer: 'A GC pause outlives the lease.\n\nEach claim bumps the fencing token.',
          usedMs: 95_000,
          grade: 'solid',
          covered: ['The old worker does not know it lost the lease'],
        },
        { questionId: core.id, path: [0], answer: '', usedMs: 20_000, grade: null, covered: [] },
      ],
      [core],
      '2026-11-29',
    );
    expect(md).toContain('# FenceLab mock interview');
    expect(md).toContain('2026-11-29 · 2 answers · 1:55 in all');
    expect(md).toContain(`| 1 | ${core.title} | 1:35 | solid | 1 of 5 |`);
    expect(md).toContain(`## 2. ${core.title} — follow-up 1`);
    expect(md).toContain(
      '> A GC pause outlives the lease.\n>\n> Each claim bumps the fencing token.',
    );
    expect(md).toContain('- [x] The old worker does not know it lost the lease — hint: you seem');
    expect(md).toContain(
      '- [ ] The token goes up at every claim, issued atomically with the grant — hint',
    );
    expect(md).toContain('- [ ] The resource keeps the highest token and refuses smaller ones\n');
    // "fencing token" is the question's own phrase: it earns nothing on its own.
    expect(md).toContain('- [ ] The write checks the token in the same atomic step\n');
    expect(md).toContain('_(no answer typed)_');
    expect(md).toContain('Self-grade: not graded');
  });

  it('is written in the words it is given, the page language', () => {
    const md = mockReportMarkdown(
      [{ questionId: core.id, path: [0], answer: '', usedMs: 20_000, grade: null, covered: [] }],
      [core],
      '2026-12-01',
      {
        ...ENGLISH_REPORT,
        heading: 'FenceLab 模拟面试',
        summary: (d, n, t) => `${d} · 共 ${n} 个回答 · 总用时 ${t}`,
        notGraded: '未自评',
        followUp: (title, n) => `${title} — 第 ${n} 层追问`,
        noAnswer: '（未输入回答）',
      },
    );
    expect(md).toContain('# FenceLab 模拟面试');
    expect(md).toContain('2026-12-01 · 共 1 个回答 · 总用时 0:20');
    expect(md).toContain(`## 1. ${core.title} — 第 1 层追问`);
    expect(md).toContain('_（未输入回答）_');
    expect(md).not.toContain('not graded');
  });
});
