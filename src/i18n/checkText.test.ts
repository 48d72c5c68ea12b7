import { describe, expect, it } from 'vitest';
import { generatedResult } from '../content/check/generatedCheck';
import type {
  AnswerReport,
  ExpectationResult,
  ScheduleResult,
  TimelineResult,
} from '../content/check/lessonCheck';
import type { TableProblem } from '../engine/differ/tables';
import type { Trace } from '../engine/types';
import { inChinese } from '../testing/inChinese';
import { checkHeadline, expectationMessage, expectationText } from './checkText';

// The headline and the sentences read no trace: an empty one stands in.
const timeline = (passed: boolean): TimelineResult => ({
  id: 'takeover',
  title: 'A stale worker resumes after takeover',
  trace: {} as Trace,
  expectations: [],
  violations: [],
  passed,
});
/** What the generated timelines found, as generatedResult words a search that ran to its end. */
const generated = (tables: TableProblem[] = []) =>
  generatedResult({ kind: 'done', result: { tried: 160, difference: null, used: [], tables } });
const schedule = (passed: boolean): ScheduleResult => ({
  id: 'takeover',
  title: 'A stale worker resumes after takeover',
  verdict: passed ? 'safe' : 'unsafe',
  summary: passed ? 'Safe on all 12 schedules.' : 'A schedule breaks a rule.',
  passed,
});
const report = (over: Partial<AnswerReport>): AnswerReport => ({
  passed: false,
  timelines: [timeline(true)],
  skipped: [],
  runaway: null,
  runawayAt: null,
  schedules: [],
  generated: null,
  wrongAnswer: null,
  ...over,
});

/** Each case of the headline: the report, then its headline in English and in Chinese. */
const HEADLINES: [string, AnswerReport, string, string][] = [
  [
    'passed on the timelines alone',
    report({ passed: true }),
    '✓ Every timeline passes.',
    '✓ 所有时间线都通过。',
  ],
  [
    'passed with schedules',
    report({ passed: true, schedules: [schedule(true)] }),
    '✓ Every timeline passes, and every schedule of the exercise is safe.',
    '✓ 所有时间线都通过，练习的每一种调度也都安全。',
  ],
  [
    'passed with generated timelines',
    report({ passed: true, generated: generated() }),
    '✓ Every timeline passes, and your SQL does what the solution does on 160 timelines the checker made.',
    '✓ 所有时间线都通过；在检查器生成的 160 条时间线上，你的 SQL 与参考答案结果一致。',
  ],
  [
    'passed with generated timelines and schedules',
    report({ passed: true, generated: generated(), schedules: [schedule(true)] }),
    '✓ Every timeline passes, your SQL does what the solution does on 160 timelines the checker made, and every schedule of the exercise is safe.',
    '✓ 所有时间线都通过；在检查器生成的 160 条时间线上，你的 SQL 与参考答案结果一致；练习的每一种调度也都安全。',
  ],
  [
    'a runaway',
    report({ timelines: [timeline(false)], runaway: 'Your SQL ran past the time limit.' }),
    '✗ Not yet: your SQL ran past the time limit.',
    '✗ 还没通过：你的 SQL 运行超时。',
  ],
  [
    'a table the exercise rules out',
    report({
      generated: generated([{ action: 'commit', how: 'writes', table: 'audit', says: 'No.' }]),
    }),
    '✗ Not yet: your SQL uses a table the exercise rules out.',
    '✗ 还没通过：你的 SQL 用到了练习不允许的表。',
  ],
  [
    'a generated timeline that fails',
    // A difference is the search's own to build: only its verdict counts here.
    report({ generated: { ...generated(), passed: false, sentence: 'They part.' } }),
    '✗ Not yet: every timeline passes, but a timeline the checker made tells your SQL from the solution.',
    '✗ 还没通过：所有时间线都通过了，但在检查器生成的一条时间线上，你的 SQL 和参考答案表现不同。',
  ],
  [
    'a schedule that fails',
    report({ generated: generated(), schedules: [schedule(false)] }),
    '✗ Not yet: every timeline passes, but a schedule of the same workers breaks a rule.',
    '✗ 还没通过：所有时间线都通过了，但同一组 worker 的某种调度违反了规则。',
  ],
  [
    'timelines that fail',
    report({ timelines: [timeline(true), timeline(false)] }),
    '✗ Not yet: some timelines fail.',
    '✗ 还没通过：部分时间线未通过。',
  ],
];

/** Expectations met, unmet, not run and failed with an error, each with lessonCheck's sentence. */
const step = { step: 3, at: 7, actor: 'A', do: 'commit', expect: 'rejected' as const };
const EXPECTATIONS: ExpectationResult[] = [
  {
    ...step,
    outcome: 'rejected',
    met: true,
    error: null,
    errorFacts: null,
    sentence: "At t=7, A's commit was rejected, as it should be.",
  },
  {
    ...step,
    outcome: 'accepted',
    met: false,
    error: null,
    errorFacts: null,
    sentence: "At t=7, A's commit should be rejected, but it was accepted.",
  },
  {
    ...step,
    outcome: null,
    met: false,
    error: null,
    errorFacts: null,
    sentence: "At t=7, A's commit should be rejected, but it was not run.",
  },
  {
    ...step,
    outcome: 'error',
    met: false,
    error: 'incomplete input',
    errorFacts: null,
    sentence:
      "At t=7, A's commit should be rejected, but it failed with an error: incomplete input.",
  },
];

describe("a check report's headline and sentences", () => {
  it.each(HEADLINES)('heads a report %s with the page’s words', (_, r, english) => {
    expect(checkHeadline(r)).toBe(english);
  });

  it('says each expectation in English as lessonCheck words it', () => {
    for (const e of EXPECTATIONS) expect(expectationText(e)).toBe(e.sentence);
  });

  it('leaves the step’s error out of the message, for the page to draw', () => {
    const failed = EXPECTATIONS[3] as ExpectationResult;
    expect(expectationMessage(failed)).toEqual({
      key: 'lesson.expect.error',
      values: { at: 7, actor: 'A', do: 'commit', expect: 'rejected' },
      error: { facts: null, english: 'incomplete input' },
    });
    for (const e of EXPECTATIONS.slice(0, 3)) expect(expectationMessage(e).error).toBeNull();
  });
});

describe("a check report's headline and sentences in Chinese", () => {
  inChinese();

  it.each(HEADLINES)('heads a report %s in Chinese', (_, r, _english, chinese) => {
    expect(checkHeadline(r)).toBe(chinese);
  });

  it('says each expectation in Chinese, the outcomes in Chinese words', () => {
    expect(EXPECTATIONS.map(expectationText)).toEqual([
      't=7 时 A 的 commit：已拒绝，符合预期。',
      't=7 时 A 的 commit 应为“已拒绝”，实际为“已接受”。',
      't=7 时 A 的 commit 应为“已拒绝”，但这一步没有运行。',
      't=7 时 A 的 commit 应为“已拒绝”，实际却出错：incomplete input。',
    ]);
  });
});
