import { describe, expect, it } from 'vitest';
import { encodeShareFragment } from '../content/links/shareLink';
import { run } from '../testing/engine';
import type { ExampleSource } from './deps';
import { memoryStorage } from './memoryStorage';
import { migratePersisted } from './persistence';
import { createAppStore, PERSIST_KEY } from './store';
import { onPageIn } from '../testing/locale';

const examples: ExampleSource = {
  names: [],
  load: () => Promise.reject(new Error('none')),
  fileOf: (n) => n,
};
const storeOn = (storage = memoryStorage()) =>
  createAppStore({ examples, run: (s) => run(s), storage, now: () => 1000 });

async function threeSteps() {
  const store = storeOn();
  const { actions } = store.getState();
  await actions.studioAddStep('A', 0, 'claim');
  await actions.studioAddStep('B', 6, 'claim');
  await actions.studioAddStep('A', 7, 'commit');
  return store;
}

describe('the studio slice', () => {
  it('re-runs every edit and shows the trace in the player', async () => {
    const store = await threeSteps();
    const { player, studio } = store.getState();
    expect(player.trace?.steps.map((s) => s.outcome)).toEqual(['granted', 'granted', 'rejected']);
    expect(studio.text).toContain('{ at: 7, worker: A, do: commit }');
  });

  it('records outcomes as expects, and undoes and redoes edits', async () => {
    const store = await threeSteps();
    const { actions } = store.getState();
    await actions.studioRecordExpects();
    expect(store.getState().studio.model.steps.map((s) => s.expect)).toEqual([
      'granted',
      'granted',
      'rejected',
    ]);
    expect(store.getState().player.trace?.ok).toBe(true);
    await actions.studioUndo();
    expect(store.getState().studio.model.steps.every((s) => s.expect === undefined)).toBe(true);
    await actions.studioRedo();
    expect(store.getState().studio.model.steps[2]?.expect).toBe('rejected');
  });

  it('keeps the last valid model while the YAML text is invalid, with located issues', async () => {
    const store = await threeSteps();
    const { actions } = store.getState();
    const model = store.getState().studio.model;
    await actions.studioSetText(store.getState().studio.text.replace('ttl: 5', 'ttl: 0'));
    const { studio } = store.getState();
    expect(studio.model).toBe(model);
    expect(studio.issues[0]).toMatchObject({ field: 'ttl', message: 'ttl must be 1 or more' });
  });

  it('autosaves a draft that persists and reopens', async () => {
    const storage = memoryStorage();
    const store = storeOn(storage);
    await store.getState().actions.studioAddStep('A', 0, 'claim');
    const saved = JSON.parse(storage.getItem(PERSIST_KEY) as string) as {
      state: { studio: { drafts: Record<string, { text: string }> } };
    };
    const drafts = Object.values(saved.state.studio.drafts);
    expect(drafts).toHaveLength(1);
    const again = storeOn(storage);
    const id = Object.keys(again.getState().studio.drafts)[0] ?? '';
    await again.getState().actions.studioOpenDraft(id);
    expect(again.getState().studio.model.steps).toHaveLength(1);
  });

  it('reads older persisted states without studio drafts', () => {
    expect(migratePersisted({ editor: { drafts: {} } }, 2).studio).toBeUndefined();
    expect(migratePersisted({ studio: { drafts: {} } }, 5).studio).toEqual({
      drafts: {},
      lastDraftId: null,
    });
  });

  it('opens a share link in the studio and in the learner’s view, and refuses a tampered one', async () => {
    const store = await threeSteps();
    const link = encodeShareFragment(store.getState().studio.text);
    const other = storeOn();
    expect(await other.getState().actions.studioOpenLink(`#${link}`)).toBe(true);
    expect(other.getState().studio.model.steps).toHaveLength(3);
    expect(await other.getState().actions.openSharedLink(`#${link}`)).toBe(true);
    expect(other.getState().player.trace?.steps).toHaveLength(3);
    expect(other.getState().editor.text).toBe(store.getState().studio.text);
    const bad = `#${link.slice(0, -3)}xyz`;
    expect(await other.getState().actions.openSharedLink(bad)).toBe(false);
    expect(other.getState().player.error?.kind).toBe('link');
    expect(await other.getState().actions.studioOpenLink(bad)).toBe(false);
    expect(other.getState().studio.notice).toMatch(/damaged/);
  });

  it('saves a link opened in the studio as a draft only at its first edit', async () => {
    const link = encodeShareFragment((await threeSteps()).getState().studio.text);
    const storage = memoryStorage();
    const other = storeOn(storage);
    const { actions } = other.getState();
    expect(await actions.studioOpenLink(`#${link}`)).toBe(true);
    const drafts = () => Object.keys(other.getState().studio.drafts);
    const saved = () => JSON.parse(storage.getItem(PERSIST_KEY) as string) as unknown;
    expect(drafts()).toEqual([]);
    expect(saved()).toMatchObject({ state: { studio: { drafts: {} } } });
    await actions.studioSetFields({ title: 'Mine now' });
    expect(drafts()).toHaveLength(1);
    expect(JSON.stringify(saved())).toContain('Mine now');
  });
});

describe('the studio slice’s notices', () => {
  it('say that a file is not a scenario, with its issues', async () => {
    const store = storeOn();
    expect(
      await store.getState().actions.studioImport('title: x\nttl: 0\nsteps: []\n', 'x.yaml'),
    ).toBe(false);
    expect(store.getState().studio.notice).toBe(
      'This is not a valid scenario: x.yaml:2: ttl: ttl must be 1 or more',
    );
  });
});

describe('the studio slice on a Chinese page', () => {
  onPageIn('zh-CN');

  it('says in Chinese that a file is not a scenario, or that a link is damaged', async () => {
    const store = storeOn();
    const { actions } = store.getState();
    expect(await actions.studioImport('title: x\nttl: 0\nsteps: []\n', 'x.scenario.yaml')).toBe(
      false,
    );
    expect(store.getState().studio.notice).toMatch(/^这不是有效的场景：x\.scenario\.yaml:2: ttl: /);
    expect(await actions.studioOpenLink('#s=v1.abc')).toBe(false);
    expect(store.getState().studio.notice).toBe(
      '这个分享链接已损坏：内容不完整或被改动过。请向对方要一个新链接。',
    );
  });
});
