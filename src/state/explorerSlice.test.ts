import { beforeAll, describe, expect, it } from 'vitest';
import { exploreScenario } from '../engine/explore/explore';
import type { SqlPort } from '../engine/types';
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
});
