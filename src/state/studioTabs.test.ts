// The studio's draft as an author finds it again: after a reload, as written (comments, layout,
// a half-typed edit); in a second tab, with the other tab's newer save instead of a stale copy
// that the next edit would save over.
import { describe, expect, it } from 'vitest';
import { run } from '../testing/engine';
import { browserTabs, settle } from '../testing/tabs';
import type { AppStore } from './store';

const WRITTEN = `# Week 3: a stale worker
title: Written by hand
ttl: 5 # a short lease
job: job-1
steps:
  - at: 0
    worker: A
    do: claim
`;

/** Tabs whose clock moves on at every reading, so that each save is later than the last. */
function tabs() {
  let clock = Date.UTC(2026, 11, 7);
  return browserTabs({ run: (s) => run(s), now: () => (clock += 1000) });
}

const draftOf = (store: AppStore) => {
  const { draftId, drafts } = store.getState().studio;
  return draftId === null ? undefined : drafts[draftId];
};

describe('a studio draft', () => {
  it('reopens as written, comments and layout kept, and exports so', async () => {
    const b = tabs();
    const one = b.open();
    await one.getState().actions.studioSetText(WRITTEN);
    const id = draftOf(one)?.id ?? '';
    expect(b.saved().studio.drafts[id].text).toBe(WRITTEN);

    const reloaded = b.open();
    await reloaded.getState().actions.studioOpen(id);
    const { studio, player } = reloaded.getState();
    expect(studio.text).toBe(WRITTEN);
    expect(studio.model.title).toBe('Written by hand');
    expect(player.trace?.steps.map((s) => s.outcome)).toEqual(['granted']);
  });

  it('keeps a half-typed edit over a reload, with its issues and the scenario before it', async () => {
    const b = tabs();
    const one = b.open();
    await one.getState().actions.studioSetText(WRITTEN);
    const typing = WRITTEN.replace('ttl: 5', 'ttl: 0');
    await one.getState().actions.studioSetText(typing);
    expect(one.getState().studio.issues[0]).toMatchObject({ field: 'ttl' });
    const id = draftOf(one)?.id ?? '';
    expect(b.saved().studio.drafts[id]).toMatchObject({ text: typing, title: 'Written by hand' });

    const reloaded = b.open();
    await reloaded.getState().actions.studioOpen(id);
    expect(reloaded.getState().studio.text).toBe(typing);
    expect(reloaded.getState().studio.issues[0]).toMatchObject({ field: 'ttl' });
  });

  it('keeps the comments through a form edit and its Undo', async () => {
    const one = tabs().open();
    const { actions } = one.getState();
    await actions.studioSetText(WRITTEN);
    await actions.studioSetFields({ ttl: 6 });
    expect(one.getState().studio.text).toBe(WRITTEN.replace('ttl: 5', 'ttl: 6'));
    await actions.studioUndo();
    expect(one.getState().studio.text).toBe(WRITTEN);
  });

  it('keeps the lanes and forms from writing over text that does not read, then lets them', async () => {
    const b = tabs();
    const one = b.open();
    await one.getState().actions.studioSetText(WRITTEN);
    const typing = WRITTEN.replace('ttl: 5', 'ttl: ');
    await one.getState().actions.studioSetText(typing);
    const id = draftOf(one)?.id ?? '';

    const reloaded = b.open();
    const { actions } = reloaded.getState();
    await actions.studioOpen(id);
    const { studio } = reloaded.getState();
    expect(studio.textBroken).toBe(true);
    expect(studio.issues.map((i) => i.file)).toEqual(['studio.scenario.yaml']);
    // A lane click, a form edit: nothing happens to the text, nor to the draft saved.
    await actions.studioAddStep('A', 3, 'read');
    await actions.studioSetFields({ title: 'Overwritten' });
    expect(reloaded.getState().studio.text).toBe(typing);
    expect(b.saved().studio.drafts[id]?.text).toBe(typing);

    // Once the text reads again, they work on its scenario.
    await actions.studioSetText(WRITTEN.replace('ttl: 5', 'ttl: 6'));
    expect(reloaded.getState().studio.textBroken).toBe(false);
    await actions.studioAddStep('A', 3, 'read');
    expect(reloaded.getState().studio.model.title).toBe('Written by hand');
    expect(reloaded.getState().studio.model.steps).toHaveLength(2);
  });

  it('keeps what is typed right after New, in a draft of its own', async () => {
    const b = tabs();
    const one = b.open();
    await one.getState().actions.studioAddStep('A', 0, 'claim');
    const before = draftOf(one)?.id;
    // New, and the YAML typed before its writer is here.
    const opened = one.getState().actions.studioNew();
    const typed = one.getState().actions.studioSetText(WRITTEN);
    await Promise.all([opened, typed]);
    const { studio } = one.getState();
    expect(studio.text).toBe(WRITTEN);
    expect(studio.model.title).toBe('Written by hand');
    expect(draftOf(one)?.id).not.toBe(before);
    expect(draftOf(one)?.text).toBe(WRITTEN);
    expect(b.saved().studio.drafts[before ?? '']?.text).toContain('do: claim');
  });

  it('lists SQL a step may not run as an issue at its line, as the CLI does', async () => {
    const one = tabs().open();
    const text = [
      'title: Transaction control',
      'ttl: 5',
      'job: job-1',
      'sql:',
      '  commit: |',
      "    BEGIN; UPDATE jobs SET state = 'done' WHERE id = :job; COMMIT",
      'steps:',
      '  - { at: 0, worker: A, do: claim }',
      '  - { at: 1, worker: A, do: commit }',
      '',
    ].join('\n');
    await one.getState().actions.studioSetText(text);
    const { issues, text: shown } = one.getState().studio;
    expect(shown).toBe(text);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ field: 'sql.commit', line: 6 });
    expect(one.getState().player.trace?.steps[1]?.errorKind).toBe('refused');
  });

  it('opens a file as written', async () => {
    const one = tabs().open();
    expect(await one.getState().actions.studioImport(WRITTEN, 'week3.scenario.yaml')).toBe(true);
    expect(one.getState().studio.text).toBe(WRITTEN);
  });

  it("shows another tab's newer save, and the next edit keeps it; Undo brings back this tab's", async () => {
    const b = tabs();
    const one = b.open();
    const two = b.open();
    await one.getState().actions.studioAddStep('A', 0, 'claim');
    const id = draftOf(one)?.id ?? '';
    await settle();
    await two.getState().actions.studioOpen(id);
    expect(two.getState().studio.model.steps).toHaveLength(1);

    // The first tab adds a step; the second has not touched the draft since it opened it.
    await one.getState().actions.studioAddStep('A', 2, 'commit');
    await settle();
    expect(two.getState().studio.model.steps).toHaveLength(1);
    await two.getState().actions.studioFollowSaved();
    const shown = two.getState().studio;
    expect(shown.model.steps.map((s) => [s.at, s.do])).toEqual([
      [0, 'claim'],
      [2, 'commit'],
    ]);
    expect(shown.text).toBe(one.getState().studio.text);
    expect(shown.notice).toMatch(/another tab/);
    // It tells, it does not warn; the next problem's notice warns again.
    expect(shown.noticeInfo).toBe(true);
    await two.getState().actions.studioSetNotice('A problem');
    expect(two.getState().studio.noticeInfo).toBe(false);
    await two.getState().actions.studioSetNotice(null);
    expect(two.getState().player.trace?.steps).toHaveLength(2);

    // Its next edit builds on that save, so both tabs' changes are kept.
    await two.getState().actions.studioSetFields({ title: 'Renamed in tab two' });
    await settle();
    const saved = b.saved().studio.drafts[id];
    expect(saved.title).toBe('Renamed in tab two');
    expect(saved.text).toContain('do: commit');

    // Undo goes back through the tab's own history: the other tab's save, then its own version.
    await two.getState().actions.studioUndo();
    expect(two.getState().studio.model.steps).toHaveLength(2);
    await two.getState().actions.studioUndo();
    expect(two.getState().studio.model.steps).toHaveLength(1);
  });

  it("says nothing of the tab's own saves", async () => {
    const b = tabs();
    const one = b.open();
    await one.getState().actions.studioAddStep('A', 0, 'claim');
    await one.getState().actions.studioAddStep('A', 2, 'commit');
    const before = one.getState().studio;
    await one.getState().actions.studioFollowSaved();
    const after = one.getState().studio;
    expect(after.notice).toBeNull();
    expect(after.past).toBe(before.past);
    expect(after.model).toBe(before.model);
  });
});
