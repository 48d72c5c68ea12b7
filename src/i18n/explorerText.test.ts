import { beforeAll, describe, expect, it } from 'vitest';
import {
  exploreScenario,
  outOfMemoryResult,
  type Counterexample,
  type ExploreResult,
} from '../engine/explore/explore';
import type { SearchOptions } from '../engine/explore/explorer';
import { NO_REDUCTION } from '../engine/explore/reduction';
import type { SqlPort } from '../engine/types';
import { createNodePort } from '../sql/nodePort';
import { scenarioOf } from '../testing/engine';
import {
  counterexampleNote,
  counterexampleTitle,
  counterexampleWords,
  exploreSummary,
  progressWords,
  roundedRate,
} from './explorerText';
import { inChinese } from '../testing/inChinese';

let port: SqlPort;
let verdicts: ExploreResult[];

const NAIVE_SQL =
  "sql:\n  commit: \"UPDATE jobs SET state='done', result=:payload WHERE id=:job AND state='running'\"\n";
const TWO =
  '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 12\n  maxPause: 6\n';

const explore = (sql: string, model: string, options?: SearchOptions): ExploreResult =>
  exploreScenario(
    scenarioOf(`title: Model\nttl: 5\njob: r\n${sql}steps: []\nexplore:\n${model}`),
    port,
    options,
  );

beforeAll(async () => {
  port = await createNodePort();
  verdicts = [
    explore('', '  programs: { A: [claim, commit], B: [claim] }\n  horizon: 4\n  maxPause: 2\n'),
    explore(
      NAIVE_SQL,
      '  programs: { A: [claim, commit], B: [claim] }\n  horizon: 8\n  maxPause: 6\n',
    ),
    explore(NAIVE_SQL, `${TWO}  maxStates: 100\n`),
    explore(NAIVE_SQL, TWO, { memoryBudgetBytes: 200_000 }),
    explore(NAIVE_SQL, TWO, { memoryBudgetBytes: 1024 * 1024 }),
    explore('', `${TWO}  maxStates: 50\n`),
    explore('', TWO, { memoryBudgetBytes: 20_000 }),
    explore('', TWO, { memoryBudgetBytes: 1024 * 1024 }),
    outOfMemoryResult(scenarioOf(`title: T\nttl: 3\nsteps: []\nexplore:\n${TWO}`), 4321),
    exploreScenario(
      scenarioOf(
        'title: T\nttl: 3\nschema: CREATE TABLE (\nsteps: []\nexplore: { programs: { A: [read] }, horizon: 2, maxPause: 1 }\n',
      ),
      port,
    ),
    exploreScenario(scenarioOf('title: T\nttl: 3\nsteps: []\n'), port),
    // Same programs, but SQL that tells the workers apart: searched one by one.
    explore(
      "sql:\n  commit: \"UPDATE jobs SET state='done' WHERE id=:job AND owner=:worker AND owner < 'zz'\"\n",
      '  programs: { A: [claim, commit], B: [claim, commit] }\n  horizon: 4\n  maxPause: 2\n',
    ),
  ];
});

/** A result whose search used no reduction and kept no workers apart. */
const unreduced = (r: ExploreResult) =>
  r.reduction.symmetric.length === 0 && r.reduction.blocked === null;

const counterexamples = (): Counterexample[] =>
  verdicts.flatMap((r) => (r.counterexample ? [r.counterexample] : []));

describe("the explorer's words in English", () => {
  it('covers every kind of verdict, each as the engine says it, reductions and all', () => {
    const plain = verdicts.filter(unreduced);
    expect(plain.map((r) => r.verdict)).toEqual(
      expect.arrayContaining(['safe', 'unsafe', 'bound', 'invalid']),
    );
    expect(new Set(plain.map((r) => r.invalidBy))).toEqual(new Set([null, 'schema', 'nothing']));
    const reduced = verdicts.filter((r) => r.reduction.symmetric.length > 0);
    expect(reduced.map((r) => r.verdict)).toEqual(
      expect.arrayContaining(['safe', 'unsafe', 'bound']),
    );
    expect(verdicts.some((r) => r.reduction.blocked !== null)).toBe(true);
    for (const r of verdicts) expect(exploreSummary(r)).toBe(r.summary);
  });

  it('says what the reductions did on top of the verdict the engine gives without them', () => {
    const reduced = verdicts.filter((r) => !unreduced(r));
    expect(reduced.length).toBeGreaterThan(0);
    for (const r of reduced) {
      const plain = exploreSummary({ ...r, reduction: NO_REDUCTION });
      expect(exploreSummary(r)).not.toBe(plain);
      expect(exploreSummary(r)).toMatch(/interchangeable|searched separately/);
    }
  });

  it("words a counterexample's title and notes as the engine wrote them, so nothing is rewritten", () => {
    expect(counterexamples().length).toBeGreaterThan(2);
    for (const cx of counterexamples()) {
      expect(counterexampleTitle(cx)).toBe(cx.scenario.title);
      expect(cx.notes.map((n) => counterexampleNote(cx, n))).toEqual(
        cx.notes.map((n) => cx.scenario.steps[n.step]?.note),
      );
      // Every note of the scenario has its facts.
      expect(cx.scenario.steps.flatMap((s, k) => (s.note === undefined ? [] : [k]))).toEqual(
        cx.notes.map((n) => n.step),
      );
      expect(counterexampleWords(cx)).toBeNull();
    }
  });
});

describe("a running search's figures in English", () => {
  it('says the states, the rate to two figures and the time left', () => {
    expect(progressWords({ states: 12_345, statesPerSecond: 45_123, secondsLeft: 3.2 })).toEqual({
      states: '12,345 states',
      rate: '45,000 states/s',
      left: 'about 3 s left',
    });
    expect(progressWords({ states: 1, statesPerSecond: 1, secondsLeft: 0.4 })).toEqual({
      states: '1 state',
      rate: '1 state/s',
      left: 'less than a second left',
    });
    expect(progressWords({ states: 0, statesPerSecond: null, secondsLeft: 150 }).left).toBe(
      'about 3 min left',
    );
  });

  it('says it is estimating while the search has no shape, and gives no rate before one', () => {
    expect(progressWords({ states: 640, statesPerSecond: null, secondsLeft: null })).toEqual({
      states: '640 states',
      rate: null,
      left: 'estimating…',
    });
  });

  it('rounds a rate to two significant figures, so it does not flicker', () => {
    expect([87.4, 1234, 45_123, 999.6, 1_049_999].map(roundedRate)).toEqual([
      87, 1200, 45_000, 1000, 1_000_000,
    ]);
  });
});

const CJK = /[\u4e00-\u9fff]/;
/** Words of the engine's English sentences, none of which a Chinese sentence may keep. */
const ENGLISH =
  /\b(Not safe|No verdict|Safe on|schema failed|nothing to explore|That breaks|was accepted|stalls for|Counterexample|distinct states?|schedules?|actions?)\b/;

describe("the explorer's words in Chinese", () => {
  inChinese();

  it('words every verdict in Chinese, never falling back to the English summary', () => {
    for (const r of verdicts) {
      const text = exploreSummary(r);
      expect(text).not.toBe(r.summary);
      expect(text).toMatch(CJK);
      expect(text).not.toMatch(ENGLISH);
    }
  });

  it("says a running search's figures in Chinese", () => {
    expect(progressWords({ states: 12_345, statesPerSecond: 45_000, secondsLeft: 3 })).toEqual({
      states: '已探索 12,345 个状态',
      rate: '每秒 45,000 个',
      left: '预计还需约 3 秒',
    });
    const left = (secondsLeft: number | null) =>
      progressWords({ states: 1, statesPerSecond: null, secondsLeft }).left;
    expect([null, 0.5, 200].map(left)).toEqual([
      '正在估算剩余时间…',
      '预计不到 1 秒',
      '预计还需约 3 分钟',
    ]);
  });

  it("keeps SQLite's own words for a schema that failed", () => {
    const r = verdicts.find((x) => x.invalidBy === 'schema');
    expect(r?.schemaSqlError).toMatch(/syntax error/);
    expect(exploreSummary(r as ExploreResult)).toBe(`建表 SQL（schema）失败：${r?.schemaSqlError}`);
  });

  it('gives the counterexample a Chinese title and notes, in its scenario and its run alike', () => {
    for (const cx of counterexamples()) {
      const worded = counterexampleWords(cx);
      expect(worded?.scenario.title).toBe('反例：Model');
      expect(worded?.trace.title).toBe('反例：Model');
      const notes = worded?.scenario.steps.map((s) => s.note ?? null) ?? [];
      // The run's steps are the scenario's, in run order, which is file order here.
      expect(worded?.trace.steps.map((s) => s.note)).toEqual(notes);
      for (const n of cx.notes) {
        const note = notes[n.step] ?? '';
        expect(note).toMatch(CJK);
        expect(note).not.toMatch(ENGLISH);
      }
      const stall = cx.notes.find((n) => n.kind === 'stall');
      if (stall?.kind === 'stall')
        expect(notes[stall.step]).toBe(`${stall.actor} 停顿 ${stall.ticks} 个 tick`);
      // Everything but the words is the engine's.
      expect(worded?.scenario.steps.map(({ note: _, ...s }) => s)).toEqual(
        cx.scenario.steps.map(({ note: _, ...s }) => s),
      );
      expect(worded?.trace.violations).toEqual(cx.trace.violations);
    }
  });
});
