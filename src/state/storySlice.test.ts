import { describe, expect, it, vi } from 'vitest';
import { run, scenarioOf } from '../testing/engine';
import { SEED_YAML } from '../testing/fixtures';
import { examplesOf, testStore } from '../testing/store';
import type { Scenario } from '../engine/types';

/** The real engine on sql.js, so the playhead has real steps to stand on. */
const real = { run: (s: Scenario) => run(s) };

describe('the story slice', () => {
  it('runs the seed demo as shipped and shows it with the story as its source', async () => {
    const store = testStore({ 'seed-demo': SEED_YAML }, real);
    // A learner's draft of the example is not what the captions tell.
    store.getState().actions.editorLoad({
      original: SEED_YAML,
      source: { kind: 'example', name: 'seed-demo' },
      file: null,
      draftKey: 'seed-demo',
    });
    store.getState().actions.setText('title: My draft\nttl: 5\nsteps: []\n');
    await store.getState().actions.openStory(2);
    const { player } = store.getState();
    expect(player.source).toEqual({ kind: 'story' });
    expect(player.status).toBe('ready');
    expect(player.trace?.title).toBe('Seed');
    expect(player.step).toBe(2);
  });

  it('opens before the first step when no step is named', async () => {
    const store = testStore({ 'seed-demo': SEED_YAML }, real);
    await store.getState().actions.openStory();
    expect(store.getState().player.step).toBe(-1);
  });

  it('uses the example checked at build time when there is one, without parsing its text', async () => {
    const load = vi.fn(() => Promise.resolve('not: [valid'));
    const scenario = scenarioOf(SEED_YAML);
    const examples = {
      ...examplesOf({}),
      names: ['seed-demo'],
      load,
      prebuilt: () => Promise.resolve({ text: SEED_YAML, scenario }),
    };
    const store = testStore({}, { examples });
    await store.getState().actions.openStory();
    expect(load).not.toHaveBeenCalled();
    expect(store.getState().player.trace?.title).toBe('Seed');
  });

  it('shows the trace run at build time without running anything, at the step asked', async () => {
    const trace = await run(scenarioOf(SEED_YAML));
    const runOnWorker = vi.fn(() => Promise.reject(new Error('the worker must not start')));
    const examples = {
      ...examplesOf({}),
      names: ['seed-demo'],
      trace: () => Promise.resolve(trace),
    };
    const store = testStore({}, { examples, run: runOnWorker });
    await store.getState().actions.openStory(3);
    expect(runOnWorker).not.toHaveBeenCalled();
    expect(store.getState().player).toMatchObject({
      source: { kind: 'story' },
      status: 'ready',
      trace,
      step: 3,
    });
  });

  it('says so when the built trace cannot be loaded, and leaves another page alone', async () => {
    const failing = { ...examplesOf({}), trace: () => Promise.reject(new Error('chunk missing')) };
    const store = testStore({}, { examples: failing });
    await store.getState().actions.openStory();
    expect(store.getState().player).toMatchObject({ status: 'error', error: { kind: 'run' } });

    let land: (t: Awaited<ReturnType<typeof run>>) => void = () => {};
    const slow = {
      ...examplesOf({ 'seed-demo': SEED_YAML }),
      trace: () => new Promise<never>((r) => (land = r as never)),
    };
    const other = testStore({ 'seed-demo': SEED_YAML }, { examples: slow, ...real });
    const opening = other.getState().actions.openStory();
    await other.getState().actions.openExample('seed-demo');
    land(await run(scenarioOf(SEED_YAML)));
    await opening;
    expect(other.getState().player.source).toEqual({ kind: 'example', name: 'seed-demo' });
  });

  it('says so in the player when the example cannot be loaded', async () => {
    const store = testStore({});
    await store.getState().actions.openStory();
    expect(store.getState().player).toMatchObject({
      source: { kind: 'story' },
      status: 'error',
      error: { kind: 'run' },
    });
  });

  it('shows nothing once another page has opened its own trace', async () => {
    const store = testStore({ 'seed-demo': SEED_YAML });
    const opening = store.getState().actions.openStory();
    await store.getState().actions.openExample('seed-demo');
    await opening;
    expect(store.getState().player.source).toEqual({ kind: 'example', name: 'seed-demo' });
  });
});
