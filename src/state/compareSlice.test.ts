import { describe, expect, it } from 'vitest';
import type { Scenario } from '../engine/types';
import { run } from '../testing/engine';
import type { ExampleSource } from './deps';
import { memoryStorage } from './memoryStorage';
import { createAppStore, PERSIST_KEY } from './store';
import { onPageIn } from '../testing/locale';
import { STALE_FINISH_YAML } from '../testing/fixtures';
import { PERSISTED } from './persistence';

const SEED = STALE_FINISH_YAML;
const NAIVE = "UPDATE jobs SET state='done' WHERE id=:job";
const FENCED = "UPDATE jobs SET state='done' WHERE id=:job AND fence=:token";

const examples: ExampleSource = {
  names: ['seed'],
  load: () => Promise.resolve(SEED),
  fileOf: (n) => `lessons/scenarios/${n}.scenario.yaml`,
};

function storeOn(runs: Scenario[] = [], storage = memoryStorage()) {
  return createAppStore({
    examples,
    run: (s) => {
      runs.push(s);
      return run(s);
    },
    storage,
  });
}

const outcomes = (store: ReturnType<typeof storeOn>, side: 'a' | 'b') =>
  store.getState().compare[side]?.trace.steps.map((s) => s.outcome);

describe('the compare slice', () => {
  it('runs the example as shipped against the draft by default', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openExample('seed');
    await actions.setActionSql('commit', NAIVE);
    await actions.compareRuns();
    const { compare } = store.getState();
    expect(compare.status).toBe('ready');
    expect(compare.example).toBe('seed');
    expect([compare.a?.label, compare.b?.label]).toEqual(['As shipped', 'Your draft']);
    expect(outcomes(store, 'a')?.[3]).toBe('rejected');
    expect(outcomes(store, 'b')?.[3]).toBe('accepted');
    expect(compare.b?.trace.violations.map((v) => v.rule)).toEqual(['stale-write']);
  });

  it('runs two versions of one action on the rest of the draft', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openExample('seed');
    actions.setText(SEED.replace('ttl: 5', 'ttl: 10'));
    await actions.compareRuns({ kind: 'action', action: 'commit', a: NAIVE, b: FENCED });
    const { compare } = store.getState();
    expect(compare.a?.label).toBe('Version A of commit');
    // With ttl 10, B's claim at t=6 is denied, so A still holds token 1 at t=7 under both.
    expect(outcomes(store, 'a')).toEqual(['granted', null, 'denied', 'accepted']);
    expect(outcomes(store, 'b')).toEqual(['granted', null, 'denied', 'accepted']);
  });

  it('leaves the player, its trace and the draft as they were', async () => {
    const runs: Scenario[] = [];
    const store = storeOn(runs);
    const { actions } = store.getState();
    await actions.openExample('seed');
    await actions.setActionSql('commit', NAIVE);
    const before = store.getState();
    await actions.compareRuns({ kind: 'action', action: 'commit', a: NAIVE, b: FENCED });
    expect(runs).toHaveLength(3);
    expect(store.getState().player).toBe(before.player);
    expect(store.getState().editor).toBe(before.editor);
  });

  it('says which version is invalid, and where, instead of running', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openExample('seed');
    actions.setText(SEED.replace('ttl: 5', 'ttl: 0'));
    await actions.compareRuns();
    const { compare } = store.getState();
    expect(compare.status).toBe('error');
    expect(compare.messages).toEqual([
      'Your draft: lessons/scenarios/seed.scenario.yaml:2: ttl: ttl must be 1 or more',
    ]);
  });

  it('is never persisted', async () => {
    const storage = memoryStorage();
    const store = storeOn([], storage);
    await store.getState().actions.openExample('seed');
    await store.getState().actions.setActionSql('commit', NAIVE);
    await store.getState().actions.compareRuns();
    const saved = JSON.parse(storage.data.get(PERSIST_KEY) ?? '{}').state;
    expect(Object.keys(saved)).not.toContain('compare');
    expect(Object.keys(saved)).toEqual(PERSISTED.map((p) => p.key));
  });

  it('lets a later comparison win over an earlier one still running', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openExample('seed');
    const first = actions.compareRuns({ kind: 'action', action: 'commit', a: NAIVE, b: NAIVE });
    const second = actions.compareRuns({ kind: 'action', action: 'commit', a: FENCED, b: FENCED });
    await Promise.all([first, second]);
    expect(store.getState().compare.request).toMatchObject({ a: FENCED });
    expect(outcomes(store, 'a')?.[3]).toBe('rejected');
  });

  it('is put away by clearCompare', async () => {
    const store = storeOn();
    await store.getState().actions.openExample('seed');
    await store.getState().actions.compareRuns();
    store.getState().actions.clearCompare();
    expect(store.getState().compare).toMatchObject({ status: 'idle', a: null, b: null });
  });
});

describe('the compare slice on a Chinese page', () => {
  onPageIn('zh-CN');

  it('labels the two runs in Chinese', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openExample('seed');
    await actions.compareRuns();
    const { compare } = store.getState();
    expect([compare.a?.label, compare.b?.label]).toEqual(['原始版本', '你的草稿']);
    await actions.compareRuns({ kind: 'action', action: 'commit', a: NAIVE, b: FENCED });
    expect(store.getState().compare.b?.label).toBe('commit 的版本 B');
  });

  it('asks in Chinese for an example first', async () => {
    const store = storeOn();
    await store.getState().actions.compareRuns();
    expect(store.getState().compare.messages).toEqual(['请先打开一个示例。']);
  });
});
