import { describe, expect, it } from 'vitest';
import { emptyTrace, testStore } from '../testing/store';
import type { Scenario, Trace } from '../engine/types';
import type { StoreDeps } from './deps';
import type { TraceSource } from './traceSource';
import { moduleLoader } from './modules';
import { onPageIn } from '../testing/locale';

const GOOD = 'title: Two claims\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n';
const BAD = 'title: Broken\nttl: 0\nsteps:\n  - { at: 0, worker: A, do: claim }\n';

const traceOf = emptyTrace;
const storeWith = (deps: Partial<StoreDeps> = {}) => testStore({ good: GOOD, bad: BAD }, deps);

describe('the player slice', () => {
  it('starts idle and offers every example', () => {
    const { player } = storeWith().getState();
    expect(player.status).toBe('idle');
    expect(player.source).toBeNull();
    expect(storeWith().getState().playground.examples).toEqual(['good', 'bad']);
  });

  it('is loading while an example runs, then holds its trace', async () => {
    const store = storeWith();
    const done = store.getState().actions.openExample('good');
    expect(store.getState().player).toMatchObject({
      source: { kind: 'example', name: 'good' },
      status: 'loading',
    });
    await done;
    expect(store.getState().player.status).toBe('ready');
    expect(store.getState().player.trace?.title).toBe('Two claims');
  });

  it('shows a parse error as the formatted issue message, naming file, line and field', async () => {
    const store = storeWith();
    await store.getState().actions.openExample('bad');
    expect(store.getState().player.error).toEqual({
      kind: 'parse',
      messages: ['lessons/scenarios/bad.scenario.yaml:2: ttl: ttl must be 1 or more'],
    });
  });

  it('says which examples exist when asked for one that does not', async () => {
    const store = storeWith();
    await store.getState().actions.openExample('nope');
    const { status, error } = store.getState().player;
    expect(status).toBe('error');
    expect(error?.kind).toBe('not-found');
    expect(error?.messages[0]).toContain('Examples: good, bad.');
  });

  it('reports a failed run as an error instead of hanging in loading', async () => {
    const store = storeWith({ run: () => Promise.reject(new Error('the SQL worker stopped')) });
    await store.getState().actions.openExample('good');
    expect(store.getState().player.error).toEqual({
      kind: 'run',
      messages: ['the SQL worker stopped'],
    });
  });

  it('keeps the latest choice when an earlier run finishes after it', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const store = storeWith({
      run: async (s) => {
        if (s.title === 'Two claims') await slow;
        return traceOf(s);
      },
    });
    const first = store.getState().actions.openExample('good');
    await store.getState().actions.openExample('bad');
    release();
    await first;
    expect(store.getState().player).toMatchObject({
      source: { kind: 'example', name: 'bad' },
      status: 'error',
    });
  });

  it('aborts the signal of a run a newer choice superseded, so a queued run is dropped', async () => {
    const signals: AbortSignal[] = [];
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const store = storeWith({
      run: async (s, signal) => {
        if (signal) signals.push(signal);
        await slow;
        return traceOf(s);
      },
    });
    const first = store.getState().actions.openExample('good');
    // The first run is with the SQL worker: a newer one aborts it, the newer stays live.
    await new Promise((r) => setTimeout(r, 0));
    store.getState().actions.showLoading({ kind: 'drill', drill: 'd' });
    expect(signals.map((x) => x.aborted)).toEqual([true]);
    release();
    await first;
    expect(store.getState().player.status).toBe('loading');
    expect(store.getState().player.source).toEqual({ kind: 'drill', drill: 'd' });
  });

  it('lets a superseded call drop its work while a module it needs is still loading', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const store = storeWith({
      modules: moduleLoader(async (name, load) => {
        if (name === 'engine') await held;
        return load();
      }),
    });
    const first = store.getState().actions.openExample('good');
    await new Promise((r) => setTimeout(r, 0));
    store.getState().actions.showLoading({ kind: 'drill', drill: 'd' });
    release();
    await first;
    // The parser arrived after the drill took the player: the example's run never showed.
    expect(store.getState().player.source).toEqual({ kind: 'drill', drill: 'd' });
    expect(store.getState().player.trace).toBeNull();
  });

  it('keeps the trace on screen while a source it is compared with runs, and marks what changed', async () => {
    const outcome = (o: 'accepted' | 'rejected') => ({ title: 'T', outcome: o });
    let next = outcome('accepted');
    const store = storeWith({
      run: (s) =>
        Promise.resolve({
          ...traceOf(s),
          steps: [{ i: 0, at: 1, actor: 'A', do: 'commit', outcome: next.outcome }],
        } as unknown as Trace),
    });
    const { actions } = store.getState();
    const source = (sql: 'starter' | 'mine') =>
      ({ kind: 'lesson', lesson: 'l', timeline: 't', sql }) as const;
    const scenario = { title: 'T' } as Scenario;
    await actions.runAndShow(scenario, { source: source('starter') });
    next = outcome('rejected');
    const compare = (shown: TraceSource) => shown.kind === 'lesson' && shown.timeline === 't';
    const done = actions.runAndShow(scenario, { source: source('mine'), compare });
    expect(store.getState().player).toMatchObject({ status: 'ready', running: true });
    expect(store.getState().player.trace?.steps[0]?.outcome).toBe('accepted');
    await done;
    expect(store.getState().player).toMatchObject({ source: source('mine'), changed: [0] });

    // A source it is not compared with starts from an empty player.
    const other = actions.runAndShow(scenario, { source: { kind: 'studio' } });
    expect(store.getState().player).toMatchObject({ status: 'loading', trace: null });
    await other;
    expect(store.getState().player.changed).toEqual([]);
  });
});

describe('the player slice on a Chinese page', () => {
  onPageIn('zh-CN');

  it('says in Chinese which examples exist when asked for one that does not', async () => {
    const store = storeWith();
    await store.getState().actions.openExample('nope');
    expect(store.getState().player.error?.messages).toEqual([
      '没有名为“nope”的示例。可用的示例：good、bad。',
    ]);
  });
});
