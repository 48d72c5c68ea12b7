import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exploreScenario } from '../engine/explore/explore';
import type { SqlPort } from '../engine/types';
import { activateLocale } from '../i18n/i18n';
import { createNodePort } from '../sql/nodePort';
import { run } from '../testing/engine';
import type { ExplorerDep } from './deps';
import { memoryStorage } from './memoryStorage';
import { createAppStore } from './store';
import { STALE_FINISH_YAML } from '../testing/fixtures';
import { examplesOf } from '../testing/store';

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

function storeOn(explorer?: ExplorerDep) {
  return createAppStore({ examples, run: (s) => run(s), storage: memoryStorage(), explorer });
}

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
  beforeAll(async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await activateLocale('zh-CN');
  });
  afterAll(async () => {
    await activateLocale('en');
    vi.unstubAllGlobals();
  });

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
