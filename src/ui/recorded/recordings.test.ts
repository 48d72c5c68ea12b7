// The recordings as the app loads them: the build's own fixtures (lessons/postgres/*.trace.json),
// each a lazy chunk, in English and with the Chinese translation's title and notes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../engine/yamlSource';
import { loadRecording, RECORDED_NAMES, recordingOf, withWords } from './recordings';

describe('the recordings the app holds', () => {
  it('are the eleven of lessons/postgres/', () => {
    expect(RECORDED_NAMES).toEqual([
      'cancel-request-lock-then-check',
      'cancel-request-race',
      'cancel-request-row-lock',
      'cancel-request-serializable',
      'cancel-writes-the-job-row',
      'cross-table-check-for-share',
      'cross-table-check-snapshot',
      'for-update-waits',
      'locked-check-and-save',
      'open-claim-transaction',
      'skip-locked-queue',
    ]);
  });

  it('loads one by name, stamped with its server, with its waits', async () => {
    const r = await loadRecording('for-update-waits', 'en');
    expect(r?.server).toMatch(/^PostgreSQL \d+\.\d+$/);
    expect(r?.file).toBe('lessons/postgres/for-update-waits.scenario.yaml');
    expect(r?.trace.title).toBe('Without SKIP LOCKED, the second worker waits for the first');
    const b = r?.trace.steps.find((s) => s.actor === 'B' && s.do === 'claim');
    expect(b?.waited).toEqual({ until: 4, on: ['A'] });
  });

  it('has no recording of a name it does not hold', async () => {
    expect(await loadRecording('no-such-thing', 'en')).toBeNull();
  });

  it.each(RECORDED_NAMES)(
    '%s: in Chinese, every note and the title are the translation’s',
    async (name) => {
      const en = await loadRecording(name, 'en');
      const zh = await loadRecording(name, 'zh-CN');
      const words = parseYaml(
        readFileSync(`lessons/zh-CN/postgres/${name}.scenario.yaml`, 'utf8'),
        null,
      );
      if (!words.ok || !en || !zh) throw new Error('not loaded');
      const w = words.data as { title: string; notes: Record<string, string> };
      expect(zh.trace.title).toBe(w.title);
      const noted = en.trace.steps.filter((s) => s.note !== null);
      expect(noted.length).toBe(Object.keys(w.notes).length);
      for (const s of noted) {
        const note = zh.trace.steps[s.i]?.note ?? '';
        expect(note).not.toBe(s.note);
        expect(Object.values(w.notes)).toContain(note);
      }
      // Everything else is the recording's own.
      expect(zh.trace.steps.map((s) => [s.outcome, s.waited])).toEqual(
        en.trace.steps.map((s) => [s.outcome, s.waited]),
      );
    },
  );
});

describe('recordingOf', () => {
  const json = JSON.parse(readFileSync('lessons/postgres/skip-locked-queue.trace.json', 'utf8'));

  it('takes a fixture', () => {
    expect(recordingOf(json, 'x')?.trace.steps).toHaveLength(10);
  });

  it.each([
    ['no server', { ...json, server: undefined }],
    ['another server', { ...json, server: 'MySQL 8' }],
    ['no file', { ...json, recordedWith: {} }],
    ['a trace of SQLite', { ...json, trace: { ...json.trace, engine: undefined } }],
    ['no steps', { ...json, trace: { ...json.trace, steps: null } }],
    ['not an object', 'text'],
  ])('refuses %s', (_, bad) => {
    expect(recordingOf(bad, 'x')).toBeNull();
  });
});

describe('withWords', () => {
  it('puts each note on the step at that place in the file, not in run order', async () => {
    const en = await loadRecording('for-update-waits', 'en');
    if (!en) throw new Error('not loaded');
    // Swap the lines of the first two steps: step 1 is then the first in the file.
    const steps = en.trace.steps.map((s) =>
      s.i === 0
        ? { ...s, line: en.trace.steps[1]?.line ?? 0 }
        : s.i === 1
          ? { ...s, line: en.trace.steps[0]?.line ?? 0 }
          : s,
    );
    const r = withWords(
      { ...en, trace: { ...en.trace, steps } },
      'title: T\nnotes:\n  0: first in the file\n',
    );
    expect(r.trace.title).toBe('T');
    expect(r.trace.steps[1]?.note).toBe('first in the file');
    expect(r.trace.steps[0]?.note).toBe(en.trace.steps[0]?.note);
  });

  it('keeps the recording as it is when the translation is not YAML', async () => {
    const en = await loadRecording('for-update-waits', 'en');
    if (!en) throw new Error('not loaded');
    expect(withWords(en, 'title: [unclosed')).toBe(en);
  });
});

describe('the caption of a recording', () => {
  it("says what PostgreSQL's begin and end do, not a write's words", async () => {
    const { explainStep } = await import('../player/steps/explain');
    const r = await loadRecording('for-update-waits', 'en');
    if (!r) throw new Error('not loaded');
    const begin = r.trace.steps.findIndex((s) => s.do === 'begin');
    const end = r.trace.steps.findIndex((s) => s.do === 'end');
    expect(explainStep(r.trace, begin).sentences).toEqual([
      'A opens a transaction on its own session. Until its end, whatever its steps lock stays locked.',
    ]);
    expect(explainStep(r.trace, end).sentences).toEqual([
      'A commits its transaction: its changes become visible to the other sessions, and the locks it held are released.',
    ]);
  });
});
