import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import { memoryStorage } from './memoryStorage';
import { createAppStore, PERSIST_KEY, PERSIST_VERSION } from './store';
import { STALE_FINISH_YAML } from '../testing/fixtures';
import { examplesOf } from '../testing/store';

const SEED = STALE_FINISH_YAML;
const NAIVE = "UPDATE jobs SET state='done' WHERE id=:job";

const examples = examplesOf({ seed: SEED });

function storeOn(storage = memoryStorage()) {
  return createAppStore({ examples, run: (s) => run(s), storage });
}

describe('the editor slice', () => {
  it('re-runs an edited action and marks the outcome that changed', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openExample('seed');
    expect(store.getState().player.trace?.steps[3]?.outcome).toBe('rejected');
    await actions.setActionSql('commit', NAIVE);
    await actions.runDraft();
    const { player } = store.getState();
    expect(player.trace?.steps[3]?.outcome).toBe('accepted');
    expect(player.trace?.violations.map((v) => v.rule)).toEqual(['stale-write']);
    expect(player.changed).toEqual([3]);
    expect(player.previous?.steps[3]?.outcome).toBe('rejected');
  });

  it('hands a re-run to the worker before the page re-renders for it (the render overlaps the run)', async () => {
    type Seen = { running: boolean; commitSql: string | undefined };
    const seen: Seen[] = [];
    let store: ReturnType<typeof storeOn> | null = null;
    const look = (): Seen => ({
      running: store?.getState().player.running ?? false,
      commitSql: store?.getState().editor.scenario?.sql.commit,
    });
    store = createAppStore({
      examples,
      storage: memoryStorage(),
      run: async (s) => {
        seen.push(look()); // as the run goes out
        await Promise.resolve();
        seen.push(look()); // once the code that sent it has gone on
        return run(s);
      },
    });
    const { actions } = store.getState();
    await actions.openExample('seed');
    await actions.setActionSql('commit', NAIVE);
    seen.length = 0;
    await actions.runDraft();
    // Neither the busy flag nor the editor's new scenario was in the store when the run went out;
    // both were set right after, while it ran.
    expect(seen).toEqual([
      { running: false, commitSql: undefined },
      { running: true, commitSql: `${NAIVE}\n` },
    ]);
    expect(store.getState().player.running).toBe(false);
    expect(store.getState().player.trace?.steps[3]?.outcome).toBe('accepted');
  });

  it('parses an edit in idle time, so the next run goes to the worker at once', async () => {
    const idle: (() => void)[] = [];
    const posted: (string | undefined)[] = [];
    const store = createAppStore({
      examples,
      storage: memoryStorage(),
      run: (s) => {
        posted.push(s.sql.commit);
        return run(s);
      },
      whenIdle: (task) => {
        idle.push(task);
        return () => idle.splice(idle.indexOf(task), 1);
      },
    });
    const { actions } = store.getState();
    await actions.openExample('seed');
    await actions.runDraft(); // the first run loads the parser
    await actions.setActionSql('commit', 'UPDATE jobs SET x=1');
    await actions.setActionSql('commit', NAIVE);
    // The second edit replaced the first's idle parse.
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    posted.length = 0;
    const ran = actions.runDraft();
    expect(posted).toEqual([`${NAIVE}\n`]);
    await ran;
    expect(store.getState().player.trace?.steps[3]?.outcome).toBe('accepted');

    // No idle time since the edit: the run parses first, then goes out.
    await actions.setActionSql('commit', 'UPDATE jobs SET x=2');
    posted.length = 0;
    const later = actions.runDraft();
    expect(posted).toEqual([]);
    await later;
    expect(posted).toEqual(['UPDATE jobs SET x=2\n']);
  });

  it('writes a SQL-tab edit in the same event once the page has opened (a controlled editor keeps its caret)', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    await actions.openExample('seed');
    // Opening the example loaded the YAML editing: the edit lands before any await.
    void actions.setActionSql('commit', NAIVE);
    expect(store.getState().editor.text).toContain(NAIVE);
  });

  it('keeps the draft across a reload, and drops it on reset', async () => {
    const storage = memoryStorage();
    const first = storeOn(storage);
    await first.getState().actions.openExample('seed');
    await first.getState().actions.setActionSql('commit', NAIVE);
    expect(JSON.parse(storage.data.get(PERSIST_KEY) ?? '{}')).toMatchObject({
      version: PERSIST_VERSION,
    });

    const reloaded = storeOn(storage);
    await reloaded.getState().actions.openExample('seed');
    expect(reloaded.getState().editor.text).toContain(NAIVE);
    expect(reloaded.getState().player.trace?.steps[3]?.outcome).toBe('accepted');

    await reloaded.getState().actions.resetDraft();
    expect(reloaded.getState().editor.text).toBe(SEED);
    expect(reloaded.getState().editor.drafts).toEqual({});
    expect(reloaded.getState().player.trace?.steps[3]?.outcome).toBe('rejected');
  });

  it('keeps the last trace on screen and lists the issues when the text is invalid', async () => {
    const store = storeOn();
    await store.getState().actions.openExample('seed');
    store.getState().actions.setText(SEED.replace('ttl: 5', 'ttl: 0'));
    await store.getState().actions.runDraft();
    const { player, editor } = store.getState();
    expect(player.status).toBe('ready');
    expect(player.trace?.steps).toHaveLength(4);
    expect(editor.issues.map((i) => [i.line, i.field])).toEqual([[2, 'ttl']]);
    expect(player.error?.messages).toEqual([
      'lessons/scenarios/seed.scenario.yaml:2: ttl: ttl must be 1 or more',
    ]);
  });

  it('refuses a SQL-tab edit while the YAML is broken, and says why', async () => {
    const store = storeOn();
    await store.getState().actions.openExample('seed');
    store.getState().actions.setText('title: [');
    await store.getState().actions.setActionSql('commit', NAIVE);
    expect(store.getState().editor.text).toBe('title: [');
    expect(store.getState().editor.editError).toMatch(/^Fix the YAML first/);
  });

  it('starts afresh from a persisted shape it does not know', async () => {
    const storage = memoryStorage({ [PERSIST_KEY]: JSON.stringify({ state: 42, version: 0 }) });
    const store = storeOn(storage);
    await store.getState().actions.openExample('seed');
    expect(store.getState().editor.drafts).toEqual({});
    expect(store.getState().editor.text).toBe(SEED);
  });
});
