// The studio's first visit: the new timeline written and run at build time is shown without the
// parser, the YAML writer or the SQL worker, which load with the first edit (StoreDeps.freshStudio).
import { describe, expect, it } from 'vitest';
import { emptyModel } from '../content/studio/emptyModel';
import { scenarioOfModel } from '../content/studio/studioModel';
import { toYaml } from '../content/studio/studioYaml';
import type { Scenario, Trace } from '../engine/types';
import { run } from '../testing/engine';
import type { ExampleSource, StoreDeps } from './deps';
import { memoryStorage } from './memoryStorage';
import { moduleLoader, type ModuleName } from './modules';
import { createAppStore } from './store';

const examples: ExampleSource = {
  names: [],
  load: () => Promise.reject(new Error('none')),
  fileOf: (n) => n,
};

/** What the build makes for a title (scripts/studioFreshPlugin.ts), made here the same way. */
async function built(title: string) {
  const model = emptyModel(title);
  return { text: toYaml(model), trace: await run(scenarioOfModel(model)) };
}

function studioWith(freshStudio: StoreDeps['freshStudio']) {
  const loaded: ModuleName[] = [];
  const runs: Scenario[] = [];
  const store = createAppStore({
    examples,
    run: (s) => {
      runs.push(s);
      return run(s);
    },
    storage: memoryStorage(),
    now: () => 1000,
    modules: moduleLoader((name, load) => {
      loaded.push(name);
      return load();
    }),
    ...(freshStudio ? { freshStudio } : {}),
  });
  return { store, loaded, runs };
}

describe('the studio’s first visit', () => {
  it('shows the built new timeline without the parser, the writer or a run', async () => {
    const asked: string[] = [];
    const { store, loaded, runs } = studioWith(async (title) => {
      asked.push(title);
      return built(title);
    });
    await store.getState().actions.studioOpen();
    const { studio, player } = store.getState();
    expect(asked).toEqual(['A new timeline']);
    expect(studio.text).toBe(toYaml(emptyModel('A new timeline')));
    expect(studio.issues).toEqual([]);
    expect(player.source).toEqual({ kind: 'studio' });
    expect(player.status).toBe('ready');
    expect(player.trace?.steps).toEqual([]);
    expect(runs).toHaveLength(0);
    expect(loaded).not.toContain('studioYaml');
    expect(loaded).not.toContain('parseScenario');

    // The first edit loads them and runs on the worker.
    await store.getState().actions.studioAddStep('A', 0, 'claim');
    expect(runs).toHaveLength(1);
    expect(loaded).toEqual(expect.arrayContaining(['studioYaml', 'parseScenario']));
    expect(store.getState().player.trace?.steps.map((s) => s.outcome)).toEqual(['granted']);
  });

  it('writes and runs the new timeline itself when the build has none for its title', async () => {
    const { store, loaded, runs } = studioWith(() => Promise.resolve(null));
    await store.getState().actions.studioOpen();
    expect(store.getState().studio.text).toBe(toYaml(emptyModel('A new timeline')));
    expect(runs).toHaveLength(1);
    expect(loaded).toContain('studioYaml');
    expect(store.getState().player.trace?.steps).toEqual([]);
  });

  it('writes and runs it itself when the built timeline cannot load', async () => {
    const { store, runs } = studioWith(() => Promise.reject(new Error('offline')));
    await store.getState().actions.studioOpen();
    expect(store.getState().studio.text).toBe(toYaml(emptyModel('A new timeline')));
    expect(runs).toHaveLength(1);
    expect(store.getState().player.status).toBe('ready');
  });

  it('does not use it for a studio whose YAML pane was emptied over a timeline', async () => {
    const { store, runs } = studioWith(built);
    await store.getState().actions.studioAddStep('B', 2, 'claim');
    await store.getState().actions.studioSetText('');
    runs.length = 0;
    store.setState((s) => ({ player: { ...s.player, source: null } }));
    await store.getState().actions.studioOpen();
    expect(store.getState().studio.text).toContain('{ at: 2, worker: B, do: claim }');
    expect(runs).toHaveLength(1);
    expect(store.getState().player.trace?.steps).toHaveLength(1);
  });

  it('lets an edit made while the built timeline loads win', async () => {
    let release: (v: { text: string; trace: Trace }) => void = () => {};
    const { store } = studioWith(
      () => new Promise<{ text: string; trace: Trace }>((r) => (release = r)),
    );
    const opening = store.getState().actions.studioOpen();
    await store.getState().actions.studioAddStep('A', 1, 'claim');
    release(await built('A new timeline'));
    await opening;
    const { studio, player } = store.getState();
    expect(studio.text).toContain('{ at: 1, worker: A, do: claim }');
    expect(player.trace?.steps.map((s) => s.outcome)).toEqual(['granted']);
  });
});
