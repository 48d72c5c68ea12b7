import { describe, expect, it } from 'vitest';
import { encodeShareFragment } from '../content/links/shareLink';
import { testStore } from '../testing/store';
import { moduleLoader, type ModuleName } from './modules';

const SHARED = 'title: Shared\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n';

describe('the playground slice', () => {
  it('parses a share link once: its check validates it, and the run takes that scenario', async () => {
    const loaded: ModuleName[] = [];
    const store = testStore(
      {},
      { modules: moduleLoader((name, load) => (loaded.push(name), load())) },
    );
    const { actions } = store.getState();
    expect(await actions.openSharedLink(`#${encodeShareFragment(SHARED)}`)).toBe(true);
    expect(store.getState().player.trace?.title).toBe('Shared');
    expect(store.getState().editor.scenario?.title).toBe('Shared');
    // The editor's parser was never needed for the link's own text.
    expect(loaded).not.toContain('engine');
    // An edit is new text: that one is parsed.
    actions.setText(SHARED.replace('Shared', 'Edited'));
    await actions.runDraft();
    expect(loaded).toContain('engine');
    expect(store.getState().player.trace?.title).toBe('Edited');
  });
});
