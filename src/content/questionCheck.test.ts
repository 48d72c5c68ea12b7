import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../engine/yamlSource';
import { run } from '../testing/engine';
import { loadLesson, type Lesson } from './lesson';
import { followUpAt, ladderDepth, loadQuestion, parseScenarioRef } from './question';
import { checkQuestions } from './questionCheck';

const read = (dir: string, ending: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(ending))
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));
const bank = read('lessons/questions', '.question.yaml');
const examples = read('lessons/scenarios', '.scenario.yaml')
  .filter((f) => !f.file.includes('runaway'))
  .map((f) => ({ name: f.file.split('/').pop()!.replace('.scenario.yaml', ''), text: f.text }));

const lessons = read('lessons', '.lesson.yaml').flatMap((f) => {
  const r = loadLesson(f.text, f.file);
  return r.ok ? [r.lesson] : ([] as Lesson[]);
});

const minimal = (over: Record<string, string> = {}) =>
  `id: ${over.id ?? 'q'}
title: T
core: ${over.core ?? 'false'}
prompt: P?
answer: A.
keyPoints:
  - { label: L, phrases: [token], scenario: ${over.scenario ?? 'seed-demo'} }
rubric: { basic: [b], solid: [s], senior: [x] }
mistakes: [m]
followUps:
  - { question: Q1, answer: A1 }
`;

describe('the question bank', () => {
  it('has at least ten questions, and every one passes the checker', async () => {
    const { questions, issues } = await checkQuestions({ files: bank, examples, lessons }, (s) =>
      run(s),
    );
    expect(issues).toEqual([]);
    expect(questions.length).toBeGreaterThanOrEqual(10);
    const core = questions.find((q) => q.core);
    expect(core?.id).toBe('why-fence-after-lease-expires');
    expect(ladderDepth(core!.followUps)).toBeGreaterThanOrEqual(3);
  });

  it('names the file, line and field of a shape mistake', () => {
    const r = loadQuestion('id: q\ntitle: T\nprompt: 3\n', 'lessons/questions/q.question.yaml');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map(formatIssue).join('\n')).toMatch(/q\.question\.yaml:\d+: /);
  });

  it('refuses an unknown scenario, a shallow core ladder and a duplicate id', async () => {
    const files = [
      { file: 'a.question.yaml', text: minimal({ scenario: 'no-such-example', core: 'true' }) },
      { file: 'b.question.yaml', text: minimal() },
    ];
    const { issues } = await checkQuestions({ files, examples, lessons: [] }, (s) => run(s));
    const text = issues.map(formatIssue).join('\n');
    expect(text).toContain('a.question.yaml:7: keyPoints.0.scenario');
    expect(text).toContain('no example scenario "no-such-example"');
    expect(text).toContain("the core question's follow-up ladder is 1 deep; it needs 3");
    expect(text).toContain('id "q" is also used by');
  });

  it('reads scenario references and walks a ladder by path', () => {
    expect(parseScenarioRef('seed-demo')).toEqual({ kind: 'example', name: 'seed-demo' });
    expect(parseScenarioRef('fencing-token#same-name-no-token')).toEqual({
      kind: 'lesson',
      lesson: 'fencing-token',
      scenario: 'same-name-no-token',
    });
    const ladder = [
      { question: 'a', answer: '', followUps: [{ question: 'b', answer: '', followUps: [] }] },
    ];
    expect(followUpAt(ladder, [0, 0])?.question).toBe('b');
    expect(followUpAt(ladder, [1])).toBeUndefined();
  });
});
