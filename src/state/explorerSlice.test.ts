import { beforeAll, describe, expect, it, vi } from 'vitest';
import { exploreScenario } from '../engine/explore/explore';
import type { SqlPort } from '../engine/types';
import { createNodePort } from '../sql/nodePort';
import { run } from '../testing/engine';
import type { ExploreProgress } from '../engine/explore/explorer';
import type { ExplorerDep } from './deps';
import type { ExploreEstimate } from './exploreEstimate';
import { memoryStorage } from './memoryStorage';
import { createAppStore } from './store';
import { STALE_FINISH_YAML } from '../testing/fixtures';
import { examplesOf } from '../testing/store';
import { inChinese } from '../testing/inChinese';

const SEED = STALE_FINISH_YAML;
const NAIVE = "UPDATE jobs SET state='done' WHERE id=:job";

const examples = examplesOf({ seed: SEED });

let port: SqlPort;
beforeAll(async () => {
  port = await createNodePort();
});

/** The explorer in-process; `hold` keeps a search pending until it is cancelled. */
function inProcess(hold = false): ExplorerDep {
  let release: (() => void) | null = null;
  return {
    async explore(scenario, onProgress) {
      if (hold) {
        onProgress?.({ states: 1, done: 0.5 });
        await new Promise<void>((r) => (release = r));
        return { kind: 'cancelled' };
      }
      return { kind: 'done', result: exploreScenario(scenario, port, { onProgress }) };
    },
    cancel: () => release?.(),
  };
}

/** An explorer whose search runs away: the statement never finishes within its time limit. */
const runaway: ExplorerDep = {
  explore: async () => ({ kind: 'runaway', message: 'runs away', timeLimitMs: 2000 }),
  cancel: () => undefined,
};

function storeOn(explorer?: ExplorerDep, now?: () => number) {
  return createAppStore({ examples, run: (s) => run(s), storage: memoryStorage(), explorer, now });
}

/** A report of a search, and the time the store's clock says when it comes. */
interface Timed extends ExploreProgress {
  at: number;
}

/**
 * An explorer whose search sends `reports`, the store's clock at each one's time, then ends as
 * the real search of the scenario does; `seen` gets the store's estimate after each report.
 */
function scripted(reports: Timed[], clock: { t: number }, seen: (ExploreEstimate | null)[]) {
  let store: ReturnType<typeof storeOn> | null = null;
  const dep: ExplorerDep = {
    async explore(scenario, onProgress) {
      for (const { at, ...p } of reports) {
        clock.t = at;
        onProgress?.(p);
        seen.push(store?.getState().explorer.estimate ?? null);
        await Promise.resolve();
      }
      return { kind: 'done', result: exploreScenario(scenario, port) };
    },
    cancel: () => undefined,
  };
  store = storeOn(dep, () => clock.t);
  return store;
}

/** A steady search of `perSecond` states a second that takes `seconds` in all, every 100 ms. */
const steady = (perSecond: number, seconds: number, forMs: number, from = 0): Timed[] =>
  Array.from({ length: forMs / 100 + 1 }, (_, i) => ({
    states: (perSecond * i) / 10,
    done: i / (seconds * 10),
    at: from + i * 100,
  }));

describe('the explorer slice', () => {
  it('proves the seed demo safe on every schedule of the model its timeline gives', async () => {
    const store = storeOn(inProcess());
    await store.getState().actions.openExample('seed');
    await store.getState().actions.exploreSchedules();
    const { explorer } = store.getState();
    expect(explorer.status).toBe('done');
    expect(explorer.subject).toBe('seed');
    expect(explorer.result?.verdict).toBe('safe');
    expect(explorer.result?.derived).toBe(true);
    expect(explorer.result?.summary).toMatch(/^Safe on all [\d,]+ schedules/);
  });

  it('opens the counterexample of an unfenced finish in the player, at the violation', async () => {
    const store = storeOn(inProcess());
    const { actions } = store.getState();
    await actions.openExample('seed');
    await actions.setActionSql('commit', NAIVE);
    await actions.exploreSchedules();
    const cx = store.getState().explorer.result?.counterexample;
    expect(cx?.violation.rule).toBe('stale-write');
    await actions.openCounterexample();
    const { editor, player } = store.getState();
    expect(editor.text).toBe(cx?.yaml);
    expect(player.trace?.title).toBe('Counterexample: Seed');
    expect(player.trace?.violations).toEqual([cx?.violation]);
    expect(player.step).toBe(cx?.violation.step);
    expect(store.getState().explorer.text).toBe(editor.text);
  });

  it('shows the counterexample in the player without touching the editor, for an exercise', async () => {
    const store = storeOn(inProcess());
    const { scenarioOf } = await import('../testing/engine');
    await store.getState().actions.exploreSchedules({
      subject: 'lesson:exercise',
      scenario: scenarioOf(SEED.replace('ttl: 5', `ttl: 5\nsql:\n  commit: "${NAIVE}"`)),
    });
    const cx = store.getState().explorer.result?.counterexample;
    store.getState().actions.showCounterexample();
    const { player, editor } = store.getState();
    expect(player.trace).toBe(cx?.trace);
    expect(player.step).toBe(cx?.violation.step);
    expect(editor.text).toBe('');
  });

  it('remembers the text it explored, so a later edit can be pointed out', async () => {
    const store = storeOn(inProcess());
    await store.getState().actions.openExample('seed');
    await store.getState().actions.exploreSchedules();
    expect(store.getState().explorer.text).toBe(SEED);
  });

  it('says what to fix when the text is not a valid scenario', async () => {
    const store = storeOn(inProcess());
    await store.getState().actions.openExample('seed');
    store.getState().actions.setText('title: T\nttl: zero\nsteps: []\n');
    await store.getState().actions.exploreSchedules();
    expect(store.getState().explorer).toMatchObject({
      status: 'error',
      messages: [
        'Fix the scenario first:',
        'lessons/scenarios/seed.scenario.yaml:2: ttl: ttl must be a whole number of ticks',
      ],
    });
  });

  it('shows progress while it runs, and stops on cancel', async () => {
    const store = storeOn(inProcess(true));
    await store.getState().actions.openExample('seed');
    const search = store.getState().actions.exploreSchedules();
    await new Promise((r) => setTimeout(r, 10));
    expect(store.getState().explorer).toMatchObject({
      status: 'running',
      progress: { states: 1, done: 0.5 },
    });
    store.getState().actions.cancelExplore();
    await search;
    expect(store.getState().explorer.status).toBe('cancelled');
  });

  it("times each report by the store's clock: states at once, then a rate, then the time left", async () => {
    const clock = { t: 0 };
    const seen: (ExploreEstimate | null)[] = [];
    // The store's clock need not start at 0: the search's starts at its first report.
    const store = scripted(steady(45_000, 10, 4000, 5000), clock, seen);
    await store.getState().actions.openExample('seed');
    await store.getState().actions.exploreSchedules();
    expect(seen[0]).toEqual({ states: 0, done: 0, statesPerSecond: null, secondsLeft: null });
    expect(seen[1]).toMatchObject({ states: 4500, statesPerSecond: null, secondsLeft: null });
    // Half a second in: no estimate of the time left yet, however steady the search.
    expect(seen[4]?.secondsLeft).toBeNull();
    const end = seen.at(-1);
    expect(end?.states).toBe(180_000);
    expect(end?.statesPerSecond).toBeCloseTo(45_000, -2);
    // 4 s into a 10 s search, but the state bound (200,000 for a model read off the timeline)
    // comes first: 20,000 states at 45,000 a second.
    expect(end?.secondsLeft).toBeGreaterThan(0.3);
    expect(end?.secondsLeft).toBeLessThan(0.6);
    expect(store.getState().explorer).toMatchObject({
      status: 'done',
      progress: { states: 180_000 },
    });
  });

  it("estimates the time left from the share done, within the model's own state bound", async () => {
    const clock = { t: 0 };
    const seen: (ExploreEstimate | null)[] = [];
    const store = scripted(steady(20_000, 10, 4000), clock, seen);
    const { scenarioOf } = await import('../testing/engine');
    const model = (maxStates: number) =>
      scenarioOf(
        `${SEED}explore: { programs: { A: [claim, commit] }, horizon: 4, maxPause: 1, maxStates: ${maxStates} }\n`,
      );
    await store.getState().actions.exploreSchedules({ subject: 'm', scenario: model(1_000_000) });
    // 4 s into a 10 s search: 6 s left.
    expect(seen.at(-1)?.secondsLeft).toBeGreaterThan(5.4);
    expect(seen.at(-1)?.secondsLeft).toBeLessThan(6.6);

    seen.length = 0;
    await store.getState().actions.exploreSchedules({ subject: 'm', scenario: model(100_000) });
    // The bound stops the search at 100,000 states: 20,000 more at 20,000 a second.
    expect(seen.at(-1)?.secondsLeft).toBeGreaterThan(0.8);
    expect(seen.at(-1)?.secondsLeft).toBeLessThan(1.2);
  });

  it("starts each search's estimate afresh, and ignores a replaced search's reports", async () => {
    const clock = { t: 0 };
    const reports: ((p: ExploreProgress) => void)[] = [];
    const finish: (() => void)[] = [];
    const dep: ExplorerDep = {
      async explore(scenario, onProgress) {
        reports.push(onProgress ?? (() => undefined));
        await new Promise<void>((r) => finish.push(r));
        return { kind: 'done', result: exploreScenario(scenario, port) };
      },
      cancel: () => undefined,
    };
    const store = storeOn(dep, () => clock.t);
    await store.getState().actions.openExample('seed');
    const first = store.getState().actions.exploreSchedules();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    const [old] = reports;
    for (const p of steady(10_000, 10, 2000)) {
      clock.t = p.at;
      old?.(p);
    }
    expect(store.getState().explorer.estimate?.statesPerSecond).toBeCloseTo(10_000, -2);

    const second = store.getState().actions.exploreSchedules();
    expect(store.getState().explorer.estimate).toBeNull();
    await vi.waitFor(() => expect(reports).toHaveLength(2));
    clock.t = 3000;
    reports[1]?.({ states: 0, done: 0 });
    clock.t = 3100;
    old?.({ states: 99_999, done: 0.9 });
    expect(store.getState().explorer.estimate).toEqual({
      states: 0,
      done: 0,
      statesPerSecond: null,
      secondsLeft: null,
    });
    for (const f of finish) f();
    await Promise.all([first, second]);
  });

  it('explores a scenario it is given, such as an exercise with the learner SQL', async () => {
    const store = storeOn(inProcess());
    const { scenarioOf } = await import('../testing/engine');
    await store.getState().actions.exploreSchedules({
      subject: 'lesson:exercise',
      scenario: scenarioOf(SEED.replace('ttl: 5', `ttl: 5\nsql:\n  commit: "${NAIVE}"`)),
    });
    expect(store.getState().explorer).toMatchObject({
      status: 'done',
      subject: 'lesson:exercise',
      result: { verdict: 'unsafe' },
    });
  });

  it('is off, and says so, when no explorer is wired', async () => {
    const store = storeOn();
    await store.getState().actions.exploreSchedules();
    expect(store.getState().explorer.messages).toEqual([
      'The schedule explorer is not available here.',
    ]);
  });
  it('says a runaway statement stopped the search, with its time limit', async () => {
    const store = storeOn(runaway);
    await store.getState().actions.openExample('seed');
    await store.getState().actions.exploreSchedules();
    expect(store.getState().explorer).toMatchObject({
      status: 'error',
      messages: [
        'stopped: the statement ran past the time limit of 2000 ms (a runaway query?): the explorer cannot judge SQL that does not finish.',
      ],
    });
  });
});

describe('the explorer slice on a Chinese page', () => {
  inChinese();

  const CJK = /[\u4e00-\u9fff]/;

  it('shows and opens the counterexample with its title and notes in Chinese', async () => {
    const store = storeOn(inProcess());
    const { actions } = store.getState();
    await actions.openExample('seed');
    await actions.setActionSql('commit', NAIVE);
    await actions.exploreSchedules();
    const cx = store.getState().explorer.result?.counterexample;
    expect(cx?.scenario.title).toBe('反例：Seed');
    const notes = cx?.scenario.steps.flatMap((s) => (s.note ? [s.note] : [])) ?? [];
    expect(notes.length).toBe(cx?.notes.length);
    for (const note of notes) expect(note).toMatch(CJK);
    expect(cx?.yaml).toContain(notes.at(-1));

    actions.showCounterexample();
    expect(store.getState().player.trace).toBe(cx?.trace);
    expect(store.getState().player.trace?.steps.flatMap((s) => (s.note ? [s.note] : []))).toEqual(
      notes,
    );

    await actions.openCounterexample();
    const { editor, player } = store.getState();
    expect(editor.text).toBe(cx?.yaml);
    expect(player.trace?.title).toBe('反例：Seed');
    expect(player.trace?.steps.flatMap((s) => (s.note ? [s.note] : []))).toEqual(notes);
    expect(player.trace?.violations).toEqual(cx?.trace.violations);
    expect(player.step).toBe(cx?.violation.step);
  });

  it('says why it cannot explore in Chinese', async () => {
    const off = storeOn();
    await off.getState().actions.exploreSchedules();
    expect(off.getState().explorer.messages).toEqual(['这里无法使用调度探索器。']);

    const away = storeOn(runaway);
    await away.getState().actions.openExample('seed');
    await away.getState().actions.exploreSchedules();
    expect(away.getState().explorer.messages[0]).toContain('2000 毫秒');

    const store = storeOn(inProcess());
    await store.getState().actions.openExample('seed');
    store.getState().actions.setText('title: T\nttl: zero\nsteps: []\n');
    await store.getState().actions.exploreSchedules();
    expect(store.getState().explorer.messages[0]).toBe('请先修正场景：');

    store.getState().actions.setText('title: T\nttl: 3\nsteps: []\n');
    await store.getState().actions.exploreSchedules();
    expect(store.getState().explorer).toMatchObject({
      status: 'error',
      messages: [expect.stringMatching(/^没有可探索的内容/)],
      result: { verdict: 'invalid', invalidBy: 'nothing' },
    });
  });
});
