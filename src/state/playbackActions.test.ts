import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import type { ExampleSource } from './deps';
import { memoryStorage } from './memoryStorage';
import { createAppStore } from './store';

const SEED = `title: Seed
ttl: 5
sql:
  commit: UPDATE jobs SET state='done' WHERE id=:job AND state='running'
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 7, worker: B, do: commit }
`;

const examples: ExampleSource = {
  names: ['seed', 'other'],
  load: () => Promise.resolve(SEED),
  fileOf: (n) => `lessons/scenarios/${n}.scenario.yaml`,
};

async function openSeed() {
  const store = createAppStore({ examples, run: (s) => run(s), storage: memoryStorage() });
  await store.getState().actions.openExample('seed');
  return { store, actions: store.getState().actions, player: () => store.getState().player };
}

describe('the playhead', () => {
  it('opens before the first step, paused, at 1×', async () => {
    const { player } = await openSeed();
    expect(player()).toMatchObject({ step: -1, playing: false, speed: 1 });
  });

  it('steps forward and back within the trace', async () => {
    const { actions, player } = await openSeed();
    actions.stepBack();
    expect(player().step).toBe(-1);
    actions.stepForward();
    actions.stepForward();
    expect(player().step).toBe(1);
    actions.seekEnd();
    actions.stepForward();
    expect(player().step).toBe(4);
    actions.seekStart();
    expect(player().step).toBe(-1);
  });

  it('clamps a seek to the steps that exist', async () => {
    const { actions, player } = await openSeed();
    actions.seek(99);
    expect(player().step).toBe(4);
    actions.seek(-7);
    expect(player().step).toBe(-1);
  });

  it('stops playing when it reaches the last step, and starts over from there', async () => {
    const { actions, player } = await openSeed();
    actions.seek(3);
    actions.play();
    expect(player().playing).toBe(true);
    actions.stepForward();
    expect(player()).toMatchObject({ step: 4, playing: false });
    actions.togglePlay();
    expect(player()).toMatchObject({ step: -1, playing: true });
    actions.togglePlay();
    expect(player().playing).toBe(false);
  });

  it('jumps to the next write and the next violation, and stays when there is none', async () => {
    const { actions, player } = await openSeed();
    actions.nextWrite();
    expect(player().step).toBe(0);
    actions.nextWrite();
    expect(player().step).toBe(2);
    actions.nextViolation();
    expect(player().step).toBe(3);
    actions.nextViolation();
    expect(player().step).toBe(3);
  });

  it('keeps the speed within 0.25× and 4×', async () => {
    const { actions, player } = await openSeed();
    actions.setSpeed(8);
    expect(player().speed).toBe(4);
    actions.setSpeed(0.1);
    expect(player().speed).toBe(0.25);
  });

  it('goes back before the first step when another example opens', async () => {
    const { store, actions, player } = await openSeed();
    actions.seek(3);
    await store.getState().actions.openExample('other');
    expect(player()).toMatchObject({ step: -1, playing: false });
  });

  it('opens and closes the help sheet', async () => {
    const { actions, player } = await openSeed();
    actions.toggleHelp();
    expect(player().helpOpen).toBe(true);
    actions.closeHelp();
    expect(player().helpOpen).toBe(false);
  });
});
