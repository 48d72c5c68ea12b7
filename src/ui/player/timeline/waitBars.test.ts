// The lock waits of the PostgreSQL recordings (lessons/postgres/*.trace.json), as the timeline
// draws them: a bar on the waiting actor's lane from its own step to the step that released the
// lock, clear of every label and every other step's mark, at a desktop and a phone width.
import { readdirSync, readFileSync } from 'node:fs';
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { timelineOf } from '../../../engine/timeline';
import type { Trace } from '../../../engine/types';
import zhPlayer from '../../../i18n/messages/zh-CN/player.json';
import { layoutProblems } from './timelineCheck';
import { laneOf, layoutTimeline } from './timelineLayout';
import { overlaps } from './textMetrics';
import { WAIT_HALF_H, waitBars } from './waitBars';
import { waitText } from './TimelineWaits';
import { timelineWords } from './timelineWords';

/** A desktop drawing, the app's default before it measures, and a 390 px phone's. */
const WIDTHS = [1100, 720, 350];
const DIR = 'lessons/postgres';
const traceOf = (name: string) =>
  (JSON.parse(readFileSync(`${DIR}/${name}.trace.json`, 'utf8')) as { trace: Trace }).trace;
const names = readdirSync(DIR)
  .filter((f) => f.endsWith('.trace.json'))
  .map((f) => f.slice(0, -'.trace.json'.length))
  .sort();

const zh = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': zhPlayer as unknown as Messages } });
const zhWords = timelineWords((key, values) => zh._(key, values));

describe('wait bars', () => {
  it('draws none for a trace whose steps never waited', () => {
    const trace = traceOf('skip-locked-queue');
    expect(waitBars(trace, layoutTimeline(timelineOf(trace), 1100))).toEqual([]);
  });

  it("draws B's wait on B's lane, from B's claim at t=2 to A's end at t=4", () => {
    const trace = traceOf('for-update-waits');
    const layout = layoutTimeline(timelineOf(trace), 1100);
    const [bar, ...more] = waitBars(trace, layout);
    expect(more).toEqual([]);
    const claim = trace.steps.findIndex((s) => s.actor === 'B' && s.do === 'claim');
    const end = trace.steps.findIndex((s) => s.actor === 'A' && s.do === 'end');
    expect(bar).toMatchObject({ i: claim, actor: 'B', from: 2, until: 4, on: ['A'] });
    expect(bar?.y).toBe(laneOf(layout, 'worker', 'B')?.y);
    const x1 = layout.stepX[claim] ?? NaN;
    const x2 = layout.stepX[end] ?? NaN;
    expect(bar?.x).toBeGreaterThan(x1);
    expect((bar?.x ?? 0) + (bar?.width ?? 0)).toBeLessThan(x2);
    // It covers most of the way: the wait is the stretch between the two steps.
    expect(bar?.width).toBeGreaterThan((x2 - x1) / 2);
  });

  it("draws the user's and B's waits behind A's open transaction, both until A's end", () => {
    const trace = traceOf('open-claim-transaction');
    const bars = waitBars(trace, layoutTimeline(timelineOf(trace), 1100));
    expect(bars.map((b) => [b.actor, b.from, b.until, b.on])).toEqual([
      ['user', 3, 9, ['A']],
      ['B', 5, 9, ['user']],
    ]);
  });

  it('draws each wait across the ticks it lasted, with or without a releasing step on the lane', () => {
    for (const name of names) {
      const trace = traceOf(name);
      const layout = layoutTimeline(timelineOf(trace), 1100);
      for (const bar of waitBars(trace, layout)) {
        const from = layout.tickX[bar.from] ?? 0;
        const until = layout.tickX[bar.until] ?? 0;
        expect(bar.x, `${name}: step ${bar.i}`).toBeGreaterThan(from);
        // It ends just short of the tick the lock was let go at (clear of the labels there).
        expect(bar.x + bar.width, `${name}: step ${bar.i}`).toBeGreaterThan(until - 60);
        expect(bar.x + bar.width).toBeLessThan(until);
      }
    }
  });

  describe.each(names)('%s', (name) => {
    it.each(WIDTHS)('stays clear of labels and other marks at %i px, in both languages', (w) => {
      const trace = traceOf(name);
      for (const words of [undefined, zhWords]) {
        const layout = layoutTimeline(timelineOf(trace), w, new Set(), words);
        expect(layoutProblems(layout)).toEqual([]);
        for (const bar of waitBars(trace, layout)) {
          const box = {
            x: bar.x,
            y: bar.y - WAIT_HALF_H,
            width: bar.width,
            height: 2 * WAIT_HALF_H,
          };
          expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
          const hit = layout.texts.filter((t) => overlaps(box, t)).map((t) => t.text);
          expect(hit, `the wait of step ${bar.i} crosses a label`).toEqual([]);
          const marks = layout.marks.filter((m) => m.step !== bar.i && overlaps(box, m));
          expect(
            marks.map((m) => m.step),
            `the wait of step ${bar.i} crosses a mark`,
          ).toEqual([]);
        }
      }
    });
  });
});

describe('the wait sentence', () => {
  it('names the waiter, the holders and the ticks', () => {
    expect(waitText({ actor: 'B', from: 2, until: 4, on: ['A'] })).toBe(
      'B waits for a lock held by A from t=2 to t=4',
    );
    expect(waitText({ actor: 'B', from: 5, until: 9, on: [] })).toBe(
      'B waits behind its own earlier statement from t=5 to t=9',
    );
  });

  it('has the same facts in Chinese', () => {
    expect(zh._('player.wait.lock', { worker: 'B', holders: 'A', from: 2, until: 4 })).toBe(
      'B 在等 A 持有的锁：从 t=2 到 t=4',
    );
  });
});
