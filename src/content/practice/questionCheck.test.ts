import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../engine/yamlSource';
import { run } from '../../testing/engine';
import { loadLesson, type Lesson } from '../lessons/lesson';
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

const minimal = (over: Record<string, string | undefined> = {}) =>
  `id: ${over.id ?? 'q'}
title: T
core: ${over.core ?? 'false'}
prompt: P?
answer: A.
keyPoints:
  - { label: L, phrases: [token], scenario: ${over.scenario ?? 'seed-demo'}${over.shows === undefined ? '' : `, shows: ${over.shows}`} }
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

/** A stale naive commit (stale-write at step 3), then the holder's commit after its lease (lapsed-lease). */
const tiny = {
  name: 'tiny',
  text: `title: tiny
ttl: 5
job: j
sql:
  commit: UPDATE jobs SET state='done', result=:payload WHERE id=:job
steps:
  - { at: 0, worker: A, do: claim, expect: granted }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim, expect: granted }
  - { at: 7, worker: A, do: commit, expect: accepted }
  - { at: 12, worker: B, do: commit, expect: accepted }
`,
};

const checkShows = async (shows: string | undefined) => {
  const file = 'lessons/questions/q.question.yaml';
  const files = [{ file, text: minimal({ core: 'true', scenario: 'tiny', shows }) }];
  const { issues } = await checkQuestions({ files, examples: [tiny], lessons: [] }, (s) => run(s));
  return issues.map(formatIssue).filter((t) => !t.includes('ladder'));
};

describe("a key point's shows: checks", () => {
  it('names the question file, the key point and the failed check when a check fails', async () => {
    const text = await checkShows(
      '[{ step: 0, outcome: granted }, { step: 3, outcome: rejected }]',
    );
    expect(text).toHaveLength(1);
    expect(text[0]).toContain('q.question.yaml:7: keyPoints.0.shows.1');
    expect(text[0]).toContain(
      'key point "L": scenario "tiny" does not show { step: 3, outcome: "rejected" }: step 3 (A commit) was accepted',
    );
  });

  it('refuses a key point without shows', async () => {
    const text = await checkShows(undefined);
    expect(text.join('\n')).toContain('keyPoints.0: key point "L" has no shows:');
  });

  const cases: Array<[string, string, string | null]> = [
    ['a step and its outcome', '{ step: 2, outcome: granted }', null],
    ['a step and its outcome', '{ step: 2, outcome: denied }', 'step 2 (B claim) was granted'],
    ['a step and its outcome', '{ step: 9, outcome: ok }', 'the run has no step 9 (it has 5)'],
    ['a rule that fires', '{ rule: stale-write, fires: true }', null],
    ['a rule that fires', '{ rule: double-grant, fires: true }', 'double-grant never fires'],
    ['a rule that stays quiet', '{ rule: token-regression, fires: false }', null],
    [
      'a rule that stays quiet',
      '{ rule: stale-write, fires: false }',
      'stale-write fires at step 3',
    ],
    ['a warning', '{ warning: lapsed-lease, fires: true }', null],
    ['a warning', '{ warning: lapsed-lease, fires: false }', 'lapsed-lease is warned at step 4'],
    ['a table row', '{ table: jobs, row: { owner: B, fence: 2, result: B@12 } }', null],
    [
      'a table row',
      '{ table: jobs, row: { owner: A } }',
      'no row of "jobs" in the final tables matches',
    ],
    ['a table row', '{ table: jobs, row: { colour: red } }', 'table "jobs" has no column "colour"'],
    ['a table row', '{ table: outbox, row: { n: 1 } }', 'the final tables have no table "outbox"'],
  ];
  for (const [kind, check, failure] of cases)
    it(`${failure ? 'fails' : 'passes'} ${kind}: ${check}`, async () => {
      const text = await checkShows(`[${check}]`);
      if (failure === null) expect(text).toEqual([]);
      else {
        expect(text).toHaveLength(1);
        expect(text[0]).toContain(failure);
      }
    });

  it('refuses a check of an unknown kind', () => {
    const r = loadQuestion(minimal({ shows: '[{ step: 1, outcome: won }]' }), 'q.question.yaml');
    expect(r.ok).toBe(false);
  });
});
