import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRILL_BANK, drillFromQuery, queryOfDrill } from '../content/practice/drills';
import { run } from '../testing/engine';
import { memoryStorage } from './memoryStorage';
import { createAppStore, PERSIST_KEY } from './store';

/** The lesson files as the YAML loader reads them. */
function lessonFiles() {
  return readdirSync('lessons')
    .filter((n) => n.endsWith('.lesson.yaml'))
    .map((n) => ({ file: `lessons/${n}`, text: readFileSync(`lessons/${n}`, 'utf8') }));
}

function storeOn(storage = memoryStorage()) {
  return createAppStore({
    examples: {
      names: ['seed-demo'],
      load: (n) => Promise.resolve(readFileSync(`lessons/scenarios/${n}.scenario.yaml`, 'utf8')),
      fileOf: (n) => `lessons/scenarios/${n}.scenario.yaml`,
    },
    run: (s) => run(s),
    storage,
  });
}

describe('the drill slice', () => {
  it('opens a generated drill from its seed with the truth of every write', async () => {
    const store = storeOn();
    await store.getState().actions.openDrill({ kind: 'generated', seed: 7, level: 2 });
    const { drill } = store.getState();
    expect(drill.status).toBe('ready');
    expect(drill.truth.length).toBeGreaterThan(0);
    expect(drill.steps.map((s) => s.i)).toEqual(drill.steps.map((_, i) => i));
    expect(store.getState().player.trace).toBeNull();
  });

  it('scores the marks and then shows the real timeline in the player', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openDrill({ kind: 'bank', name: 'seed-demo' });
    const { truth } = store.getState().drill;
    const [first, ...rest] = truth;
    if (!first) throw new Error('no write');
    actions.markWrite(first.step, !first.mustReject);
    for (const t of rest) actions.markWrite(t.step, t.mustReject);
    actions.submitDrill();
    expect(store.getState().drill.score).toEqual({ right: truth.length - 1, total: truth.length });
    expect(store.getState().player.trace?.title).toBe(store.getState().drill.title);
    expect(store.getState().player.status).toBe('ready');
  });

  it('titles a generated drill in words, in the page and the player, never by its seed', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openDrill({ kind: 'generated', seed: 3331087557, level: 1 });
    for (const w of store.getState().drill.truth) actions.markWrite(w.step, true);
    actions.submitDrill();
    const { title } = store.getState().drill;
    expect(title).toMatch(/^Level 1: 2 workers \(A and B\); A pauses/);
    expect(store.getState().player.trace?.title).toBe(title);
    expect(title).not.toMatch(/3331087557|Drill/);
  });

  it('opens every bank drill with at least one write to judge and one to reject', async () => {
    const store = storeOn();
    for (const { name } of DRILL_BANK) {
      await store.getState().actions.openDrill({ kind: 'bank', name });
      const { status, error, truth } = store.getState().drill;
      expect({ name, status, error }).toEqual({ name, status: 'ready', error: null });
      expect(truth.some((t) => t.mustReject)).toBe(true);
    }
  });

  it('is never persisted', async () => {
    const storage = memoryStorage();
    const store = storeOn(storage);
    await store.getState().actions.openDrill({ kind: 'generated', seed: 1, level: 1 });
    store.getState().actions.markWrite(0, true);
    expect(JSON.parse(storage.data.get(PERSIST_KEY) ?? '{}').state.drill).toBeUndefined();
  });

  it('reads and writes a drill’s address', () => {
    expect(drillFromQuery('?seed=12&level=3')).toEqual({ kind: 'generated', seed: 12, level: 3 });
    expect(drillFromQuery('?seed=12&level=9')).toBeNull();
    expect(drillFromQuery('?seed=-1')).toBeNull();
    expect(drillFromQuery('?bank=seed-demo')).toEqual({ kind: 'bank', name: 'seed-demo' });
    expect(queryOfDrill({ kind: 'generated', seed: 12, level: 3 })).toBe('?seed=12&level=3');
    const system = { kind: 'system', lesson: 'etcd-lease-and-revision-fence', seed: 5 } as const;
    expect(queryOfDrill(system)).toBe('?system=etcd-lease-and-revision-fence&seed=5');
    expect(drillFromQuery(queryOfDrill(system))).toEqual(system);
    expect(drillFromQuery('?system=Not_A_Lesson&seed=5')).toBeNull();
    expect(drillFromQuery('?system=etcd-lease-and-revision-fence')).toBeNull();
  });

  it('opens a drill on a real system from its lesson, and says so when there is no such lesson', async () => {
    const store = createAppStore({
      examples: { names: [], load: () => Promise.reject(new Error('none')), fileOf: (n) => n },
      lessons: { files: () => Promise.resolve(lessonFiles()) },
      run: (s) => run(s),
      storage: memoryStorage(),
    });
    const { actions } = store.getState();
    await actions.openDrill({ kind: 'system', lesson: 'kafka-producer-epochs', seed: 3 });
    const { drill } = store.getState();
    expect(drill.status).toBe('ready');
    expect(drill.truth.some((w) => w.mustReject)).toBe(true);
    await actions.openDrill({ kind: 'system', lesson: 'no-such-lesson', seed: 3 });
    expect(store.getState().drill.status).toBe('error');
    expect(store.getState().drill.error).toContain('no-such-lesson');
  });
});
