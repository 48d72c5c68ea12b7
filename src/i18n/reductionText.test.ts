import { beforeAll, describe, expect, it } from 'vitest';
import { exploreScenario, type ExploreResult } from '../engine/explore/explore';
import type { Reduction, SymmetryBlock } from '../engine/explore/reduction';
import { createNodePort } from '../sql/nodePort';
import { scenarioOf } from '../testing/engine';
import { counterexampleExplanation, exploreSummary, exploreVerdict } from './explorerText';
import { keptApart, namesList, symmetryBlockText, symmetryBlockWords } from './reductionText';
import { inChinese } from '../testing/inChinese';

const NAIVE =
  "sql:\n  commit: \"UPDATE jobs SET state='done', result=:payload WHERE id=:job AND state='running'\"\n";
const DIFFERENT = '  programs: { A: [claim, commit], B: [claim] }\n  maxPause: 6\n';

let safe: ExploreResult;
let unsafe: ExploreResult;
let bound: ExploreResult;
/** Two identical programs on a real search: the engine's own reduction. */
let twins: ExploreResult;

const explore = async (sql: string, model: string) =>
  exploreScenario(
    scenarioOf(`title: Model\nttl: 5\njob: r\n${sql}steps: []\nexplore:\n${model}`),
    await createNodePort(),
  );

beforeAll(async () => {
  safe = await explore('', `${DIFFERENT}  horizon: 4\n`);
  unsafe = await explore(NAIVE, `${DIFFERENT}  horizon: 8\n`);
  bound = await explore('', `${DIFFERENT}  horizon: 12\n  maxStates: 30\n`);
  twins = await explore(
    '',
    '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 6\n  maxPause: 3\n',
  );
});

const reduced = (r: ExploreResult, reduction: Partial<Reduction>): ExploreResult => ({
  ...r,
  reduction: { symmetric: [], factor: 1, blocked: null, ...reduction },
});

/** The result as if its model had these workers, each with the same program. */
const sameProgram = (r: ExploreResult, workers: string[], blocked: SymmetryBlock) => ({
  ...reduced(r, { blocked }),
  model: { ...r.model, workers, programs: Object.fromEntries(workers.map((w) => [w, ['claim']])) },
});

const ONE = { symmetric: [['A', 'B', 'C']], factor: 6 };
const TWO = {
  symmetric: [
    ['A', 'B'],
    ['C', 'D'],
  ],
  factor: 4,
};
const BLOCKS: [string, SymmetryBlock][] = [
  [
    'a name in an action',
    { kind: 'name-in-sql', action: 'commit', token: "'A'", workers: [['A', 'B']] },
  ],
  [
    'a name in the schema',
    { kind: 'name-in-sql', action: null, token: "'ready'", workers: [['A', 'B']] },
  ],
  [
    'a name ordered',
    { kind: 'name-used', action: 'commit', token: 'owner', workers: [['A', 'B']] },
  ],
  ['a function', { kind: 'function', action: 'write', token: 'lower', workers: [['A', 'B']] }],
  ['a name like a number', { kind: 'name-shape', action: null, token: '1', workers: [['A', 'B']] }],
  [
    'names that differ in case',
    { kind: 'name-shape', action: null, token: 'a', workers: [['A', 'B']] },
  ],
  ['a name with an @', { kind: 'name-shape', action: null, token: 'w@1', workers: [['A', 'B']] }],
  [
    'a name a program entry binds',
    { kind: 'name-in-program', action: 'save', token: 'A', workers: [['A', 'B']] },
  ],
];
const en = (n: number) => n.toLocaleString('en-US');

describe("the reductions' words in English", () => {
  it('joins names as English does', () => {
    expect([['A'], ['A', 'B'], ['A', 'B', 'C']].map(namesList)).toEqual([
      'A',
      'A and B',
      'A, B and C',
    ]);
  });

  it('says in a safe verdict how many states each explored state stood for', () => {
    const n = en(safe.schedules ?? 0);
    expect(exploreSummary(reduced(safe, ONE))).toBe(
      `Safe on all ${n} schedules (${en(safe.states)} distinct states; A, B and C are interchangeable, so each state stood for up to 6) up to tick 4.`,
    );
    expect(exploreSummary(reduced(safe, TWO))).toBe(
      `Safe on all ${n} schedules (${en(safe.states)} distinct states; A and B are interchangeable, and so are C and D, so each state stood for up to 4) up to tick 4.`,
    );
  });

  it('mentions the symmetry of an unsafe verdict in one short clause', () => {
    const cx = unsafe.counterexample;
    expect(cx?.shortest).toBe(true);
    const explanation = cx ? counterexampleExplanation(cx) : '';
    expect(exploreSummary(reduced(unsafe, { symmetric: [['A', 'B']], factor: 2 }))).toBe(
      `Not safe: the shortest breaking schedule has ${cx?.actions} actions (A and B were searched as interchangeable). ${explanation}`,
    );
  });

  it('adds the symmetry to a search stopped by its bound', () => {
    expect(bound.verdict).toBe('bound');
    expect(exploreSummary(reduced(bound, { symmetric: [['A', 'B']], factor: 2 }))).toBe(
      `${bound.summary} A and B are interchangeable, so each state stood for up to 2.`,
    );
  });

  it.each(BLOCKS)('says why workers were searched separately: %s', (_, block) => {
    const text = symmetryBlockText(sameProgram(safe, ['A', 'B'], block));
    expect(text).toBe(
      `A and B have the same program but were searched separately: ${
        {
          "'A'": "their SQL tells them apart (`'A'` in commit is a worker's name).",
          "'ready'": "their SQL tells them apart (`'ready'` in the schema is a worker's name).",
          owner:
            "their SQL tells them apart (a worker's name is ordered, compared, computed with or returned in commit: `owner`).",
          lower:
            "their SQL could tell them apart (`lower` in write could build a worker's name out of other text).",
          '1': 'their names are not plain enough to swap safely (`1` looks like a number).',
          a: "their names are not plain enough to swap safely (`a` differs from another worker's name only in case).",
          'w@1':
            'their names are not plain enough to swap safely (`w@1` is empty, has spaces at an end or has an @ in it).',
          A: "their programs tell them apart (`A`, bound in save, is a worker's name).",
        }[block.token]
      }`,
    );
  });

  it('puts the block after the verdict, which stays as it was', () => {
    const r = sameProgram(safe, ['A', 'B'], BLOCKS[0]?.[1] as SymmetryBlock);
    expect(exploreVerdict(r)).toBe(safe.summary);
    expect(exploreSummary(r)).toBe(`${safe.summary} ${symmetryBlockText(r)}`);
  });

  it('names the workers the block kept apart, and none when they are many groups', () => {
    const block: SymmetryBlock = {
      kind: 'name-used',
      action: 'claim',
      token: ':worker',
      workers: [['D', 'C']],
    };
    const r = sameProgram(safe, ['D', 'A', 'C', 'B'], block);
    expect(keptApart(r)).toEqual([['D', 'C']]);
    expect(symmetryBlockWords(r)?.workers).toBe('D and C');
    const many = {
      ...r,
      reduction: {
        ...r.reduction,
        blocked: {
          ...block,
          workers: [
            ['A', 'B'],
            ['C', 'D'],
          ],
        },
      },
    };
    expect(keptApart(many)).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
    expect(symmetryBlockText(many)).toMatch(
      /^Workers with the same program were searched separately: their SQL tells them apart/,
    );
  });

  it('words the reduction of a real search from its facts', () => {
    expect(twins.reduction).toEqual({ symmetric: [['A', 'B']], factor: 2, blocked: null });
    expect(exploreSummary(twins)).toMatch(
      /^Safe on all [\d,]+ schedules \([\d,]+ distinct states; A and B are interchangeable, so each state stood for up to 2\) up to tick 6\.$/,
    );
  });

  it('says nothing of reductions when there were none, or nothing was explored', () => {
    expect(exploreSummary(safe)).toBe(safe.summary);
    expect(symmetryBlockText(safe)).toBeNull();
    const invalid: ExploreResult = {
      ...reduced(safe, ONE),
      verdict: 'invalid',
      invalidBy: 'nothing',
      schedules: null,
    };
    expect(exploreSummary(invalid)).not.toMatch(/interchangeable/);
  });
});

describe("the reductions' words in Chinese", () => {
  inChinese();

  it('joins names as Chinese does', () => {
    expect(
      [
        ['A', 'B'],
        ['A', 'B', 'C'],
      ].map(namesList),
    ).toEqual(['A 和 B', 'A、B 和 C']);
  });

  it('says each verdict with its symmetry in Chinese', () => {
    const n = en(safe.schedules ?? 0);
    expect(exploreSummary(reduced(safe, ONE))).toBe(
      `截至 tick 4，全部 ${n} 种调度（${en(safe.states)} 个不同状态；A、B 和 C 可以互换，所以每个状态最多代表 6 个状态）都安全。`,
    );
    expect(exploreSummary(reduced(safe, TWO))).toBe(
      `截至 tick 4，全部 ${n} 种调度（${en(safe.states)} 个不同状态；A 和 B 可以互换，C 和 D 也可以互换，所以每个状态最多代表 4 个状态）都安全。`,
    );
    const cx = unsafe.counterexample;
    const explanation = cx ? counterexampleExplanation(cx) : '';
    expect(exploreSummary(reduced(unsafe, { symmetric: [['A', 'B']], factor: 2 }))).toBe(
      `不安全：最短的违规调度有 ${cx?.actions} 个动作（搜索时把 A 和 B 视为可互换）。${explanation}`,
    );
    const stopped = exploreSummary(reduced(bound, { symmetric: [['A', 'B']], factor: 2 }));
    expect(stopped).toBe(
      `${exploreSummary(bound)}A 和 B 可以互换，所以每个状态最多代表 2 个状态。`,
    );
  });

  it.each(BLOCKS)('says in Chinese why workers were searched separately: %s', (_, block) => {
    const r = sameProgram(safe, ['A', 'B'], block);
    expect(symmetryBlockText(r)).toBe(
      `A 和 B 的程序相同，但被分开搜索：${
        {
          "'A'": "SQL 能区分它们（commit 中的 `'A'` 正是 worker 的名字）。",
          "'ready'": "SQL 能区分它们（schema 中的 `'ready'` 正是 worker 的名字）。",
          owner: 'SQL 能区分它们（commit 中对 worker 的名字做了排序、比较、计算或返回：`owner`）。',
          lower: 'SQL 可能区分它们（write 中的 `lower` 能用别的文本拼出 worker 的名字）。',
          '1': '它们的名字不够规整，不能安全地互换（`1` 看起来像数字）。',
          a: '它们的名字不够规整，不能安全地互换（`a` 和另一个 worker 的名字只差大小写）。',
          'w@1': '它们的名字不够规整，不能安全地互换（`w@1` 为空、首尾有空格，或含有 @）。',
          A: '程序能区分它们（save 中绑定的 `A` 正是 worker 的名字）。',
        }[block.token]
      }`,
    );
    // Sentences follow each other with no space between them.
    expect(exploreSummary(r)).toBe(`${exploreSummary(safe)}${symmetryBlockText(r)}`);
  });
});
