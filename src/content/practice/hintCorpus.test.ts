import { describe, expect, it } from 'vitest';
import { hintCorpusIssues, type HintPage } from './hintCorpus';

const points = [
  { label: 'The old worker is paused', phrases: ['gc pause', 'paused'], avoid: [] },
  { label: 'Tokens go up', phrases: ['increasing', 'goes up', '递增'], avoid: [] },
];
const page: HintPage = { prompt: 'Why do you need a fencing token?', keyPoints: points };
const pages = (id: string) => (id === 'q' ? { en: page, 'zh-CN': page } : null);

/** A corpus with one answer of each required kind on both pages, plus `extra`. */
function corpus(extra: string): string {
  const entries = ['en', 'zh-CN'].flatMap((p) =>
    ['right', 'partial', 'wrong', 'paraphrase'].map(
      (kind) => `  - { page: ${p}, kind: ${kind}, text: "a GC pause", points: [1] }`,
    ),
  );
  return ['question: q', 'answers:', ...entries, extra].join('\n');
}

describe('the hint corpus check', () => {
  it('passes when the hint finds exactly the points of every answer', () => {
    const text = corpus('  - { page: zh-CN, kind: right, text: "令牌递增", points: [2] }');
    expect(hintCorpusIssues(text, 'c.yaml', pages)).toEqual({
      question: 'q',
      answers: 9,
      issues: [],
    });
  });

  it('names a missed point and a wrongly credited one, with the words that earned it', () => {
    const text = corpus('  - { page: en, kind: wrong, text: "it was paused", points: [2] }');
    const { issues } = hintCorpusIssues(text, 'c.yaml', pages);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: 'c.yaml', line: 11, field: 'answers[8].points' });
    expect(issues[0]?.message).toBe(
      'the hint finds 1, the corpus says 2: misses 2 (Tokens go up); ' +
        'credits 1 (The old worker is paused) from "it was paused"',
    );
  });

  it("does not credit the question's own words", () => {
    const restated =
      '  - { page: en, kind: restated, text: "You need a fencing token", points: [] }';
    const withToken = {
      ...page,
      keyPoints: [{ label: 'Token', phrases: ['fencing token'], avoid: [] }, ...points],
    };
    const both = () => ({ en: withToken, 'zh-CN': withToken });
    const text = corpus(restated).replaceAll('points: [1]', 'points: [2]');
    expect(hintCorpusIssues(text, 'c.yaml', both).issues).toEqual([]);
  });

  it('wants every kind on every page, a known question and real point numbers', () => {
    const short =
      'question: q\nanswers:\n  - { page: en, kind: right, text: "paused", points: [1, 3] }';
    const messages = hintCorpusIssues(short, 'c.yaml', pages).issues.map((i) => i.message);
    expect(messages).toContain('no partial answer on the en page');
    expect(messages).toContain('no right answer on the zh-CN page');
    expect(messages).toContain('the question has no key point 3');
    expect(hintCorpusIssues(short.replace('q\n', 'nope\n'), 'c.yaml', pages).issues).toMatchObject([
      { field: 'question', message: 'there is no question "nope"' },
    ]);
    expect(hintCorpusIssues('question: q\nanswers: []', 'c.yaml', pages).issues[0]?.message).toBe(
      'answers needs at least one entry',
    );
  });
});
