import { describe, expect, it } from 'vitest';
import { timelineOf } from '../../engine/timeline';
import { run } from '../../testing/engine';
import { GUTTER, laneOf, layoutTimeline, shortToken, ticksFor } from './timelineLayout';

const SEED = `title: Seed
ttl: 5
steps:
  - { at: 0, worker: A, do: claim }
  - { at: 1, worker: A, do: pause, until: 7 }
  - { at: 6, worker: B, do: claim }
  - { at: 7, worker: A, do: commit }
  - { at: 7, worker: B, do: commit }
  - { at: 8, worker: scheduler, do: recover }
`;

describe('the timeline layout', () => {
  it('stacks a lane per worker, per other actor and per table, in that order', async () => {
    const layout = layoutTimeline(timelineOf(await run(SEED)), 800);
    expect(layout.lanes.map((l) => [l.kind, l.name])).toEqual([
      ['worker', 'A'],
      ['worker', 'B'],
      ['other', 'scheduler'],
      ['table', 'jobs'],
    ]);
    const tops = layout.lanes.map((l) => l.top);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(layout.height).toBeGreaterThan(layout.lanes.at(-1)!.top);
    expect(laneOf(layout, 'table', 'jobs')?.kind).toBe('table');
  });

  it('draws time to scale: equal gaps in ticks are equal gaps in pixels', async () => {
    const layout = layoutTimeline(timelineOf(await run(SEED)), 800);
    const [claimA, pause, claimB] = layout.stepX;
    expect(claimA).toBeGreaterThan(GUTTER);
    expect(pause! - claimA!).toBeCloseTo(layout.scale);
    expect(claimB! - pause!).toBeCloseTo(5 * layout.scale);
    expect(layout.x1).toBeLessThanOrEqual(800);
  });

  it('spreads steps of the same tick around it, in run order', async () => {
    const layout = layoutTimeline(timelineOf(await run(SEED)), 800);
    const t7 = layout.x0 + 7 * layout.scale;
    expect(layout.stepX[3]! + layout.stepX[4]!).toBeCloseTo(2 * t7);
    expect(layout.stepX[3]).toBeLessThan(layout.stepX[4]!);
    expect(layout.startX).toBeLessThan(layout.stepX[0]!);
  });

  it('thins tick labels when ticks are narrow', () => {
    expect(ticksFor(5, 50)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ticksFor(40, 10)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40]);
  });
});

describe('labels', () => {
  it('under a table take turns in three rows, write after write', async () => {
    const layout = layoutTimeline(timelineOf(await run(SEED)), 800);
    expect([0, 2, 3, 4, 5].map((i) => layout.labelRow[i])).toEqual([0, 1, 2, 0, 1]);
    expect(layout.labelRow[1]).toBeUndefined();
  });

  it('of an actor lift when its steps crowd together', async () => {
    const m = timelineOf(
      await run(
        'title: T\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 0, worker: A, do: commit }\n  - { at: 4, worker: A, do: read }\n',
      ),
    );
    expect(layoutTimeline(m, 600).labelLift).toEqual([0, 1, 0]);
  });

  it('cut long tokens to fit their mark', () => {
    expect(shortToken('0f59129f', 4)).toBe('0f5…');
    expect(shortToken('42', 4)).toBe('42');
  });
});
