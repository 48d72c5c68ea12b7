import { describe, expect, it } from 'vitest';
import { timelineOf } from '../../../engine/timeline';
import { run } from '../../../testing/engine';
import { layoutProblems } from './timelineCheck';
import { laneOf, layoutTimeline } from './timelineLayout';

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

const seed = async () => timelineOf(await run(SEED));
const gaps = (xs: number[]) => xs.slice(1).map((x, k) => x - (xs[k] ?? 0));

describe('the timeline layout', () => {
  it('stacks a lane per worker, per other actor and per table, in that order', async () => {
    const layout = layoutTimeline(await seed(), 800);
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

  it('gives every step an x of its own, left to right in run order', async () => {
    for (const width of [1100, 340]) {
      const { stepX, startX, gutter } = layoutTimeline(await seed(), width);
      expect(gaps(stepX).every((g) => g >= 20)).toBe(true);
      expect(startX).toBeGreaterThan(gutter);
      expect(startX).toBeLessThan(stepX[0]!);
    }
  });

  it('puts steps of one tick in sub-columns either side of the tick', async () => {
    const layout = layoutTimeline(await seed(), 340);
    const [a, b] = [layout.stepX[3]!, layout.stepX[4]!];
    expect(b - a).toBeGreaterThan(20);
    expect(layout.tickX[7]).toBeCloseTo((a + b) / 2);
    expect(layout.groups).toEqual([{ t: 7, x1: a, x2: b }]);
  });

  it('draws time to scale when there is room for it', async () => {
    const layout = layoutTimeline(await seed(), 1600);
    const g = gaps(layout.tickX);
    expect(Math.max(...g) - Math.min(...g)).toBeLessThan(0.01);
    expect(layout.width).toBe(1600);
  });

  it('squeezes empty stretches and widens crowded ticks when room is short', async () => {
    const layout = layoutTimeline(await seed(), 340);
    const g = gaps(layout.tickX);
    expect(g[6]).toBeGreaterThan(g[2]! + 10); // t=6 to t=7, where four labels meet, over t=2 to t=3
    expect(layout.width).toBeLessThan(400);
  });

  it('shrinks a 1000-tick pause to a short stretch', async () => {
    const m = timelineOf(
      await run(
        'title: T\nttl: 1000\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 1, worker: A, do: pause, until: 1500 }\n  - { at: 1001, worker: B, do: claim }\n  - { at: 1500, worker: A, do: commit }\n',
      ),
    );
    expect(layoutTimeline(m, 340).width).toBeLessThan(400);
    expect(layoutTimeline(m, 340).ticks.map((t) => t.text)).toEqual(
      expect.arrayContaining(['0', '1', '1001', '1500']),
    );
  });

  it('grows wider than its box, rather than overlap, when the steps need more room', async () => {
    const steps = Array.from(
      { length: 16 },
      (_, k) => `  - { at: ${k}, worker: ${k % 2 ? 'B' : 'A'}, do: ${k < 2 ? 'claim' : 'commit'} }`,
    );
    const m = timelineOf(await run(`title: T\nttl: 50\nsteps:\n${steps.join('\n')}\n`));
    const layout = layoutTimeline(m, 340);
    expect(layout.width).toBeGreaterThan(340);
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('follows the playhead through the same x as the steps', async () => {
    const layout = layoutTimeline(await seed(), 500);
    expect(layout.steps.map((s) => s.x)).toEqual(layout.stepX);
    expect(layout.steps.map((s) => s.action.ax)).toEqual(layout.stepX);
  });
});

describe('labels', () => {
  it('under a table take turns in rows when room is short, and sit side by side otherwise', async () => {
    const narrow = layoutTimeline(await seed(), 340);
    const rows = (l: typeof narrow) => l.steps.map((s) => s.arrow?.outcome?.baseline ?? null);
    expect(new Set(rows(narrow).filter((r) => r !== null)).size).toBeGreaterThan(1);
    const wide = layoutTimeline(await seed(), 1100);
    expect(new Set(rows(wide).filter((r) => r !== null)).size).toBe(1);
  });

  it('of an actor lift into a second row when its steps crowd together', async () => {
    const m = timelineOf(
      await run(
        'title: T\nttl: 5\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 0, worker: A, do: commit }\n  - { at: 4, worker: A, do: read }\n',
      ),
    );
    const layout = layoutTimeline(m, 200);
    const [claim, commit, read] = layout.steps.map((s) => s.action.baseline);
    expect(commit).toBeLessThan(claim!);
    expect(read).toBe(claim);
    expect(layout.lanes[0]?.rows.act).toBe(2);
  });

  it('name the violation and the changed outcome above the step', async () => {
    const m = await seed();
    const layout = layoutTimeline(m, 340, new Set([3]));
    expect(layout.steps[3]?.tags?.text).toBe('changed');
    expect(layout.steps[3]!.tags!.baseline).toBeLessThan(layout.steps[3]!.action.baseline);
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('of long tokens are shortened the same way on the marks and on the bars, with the full value kept', async () => {
    const m = timelineOf(
      await run(
        "title: T\nttl: 5\nsql:\n  claim: UPDATE jobs SET owner=:worker, fence='a8225013', lease_until=:now + :ttl WHERE id=:job RETURNING fence AS token\nsteps:\n  - { at: 0, worker: A, do: claim }\n  - { at: 2, worker: A, do: commit }\n",
      ),
    );
    const layout = layoutTimeline(m, 340);
    expect(layout.steps[0]?.token).toMatchObject({ text: 'a82…', full: 'a8225013' });
    expect(layout.bars.holds[0]?.label?.text).toMatch(/a82…/);
  });

  it('of the bars never sit on an arrow', async () => {
    const layout = layoutTimeline(await seed(), 1100);
    const arrows = layout.lines.filter((l) => l.kind === 'arrow');
    const bars = [...layout.bars.holds, ...layout.bars.beliefs].map((b) => b.label);
    expect(bars.filter((b) => b !== null)).toHaveLength(4);
    for (const b of bars) {
      const through = arrows.filter((a) => a.y1 < b!.y && a.y2 > b!.y + b!.height);
      expect(through.some((a) => a.x > b!.x && a.x < b!.x + b!.width)).toBe(false);
    }
  });

  it('in the left column leave room for every lane name, and use short track names on a phone', async () => {
    const wide = layoutTimeline(await seed(), 1100);
    const phone = layoutTimeline(await seed(), 340);
    const tracks = (l: typeof wide) =>
      l.gutterTexts.filter((t) => t.kind === 'track').map((t) => t.text);
    expect(tracks(wide).slice(0, 2)).toEqual(['really holds', 'believes it holds']);
    expect(tracks(phone).slice(0, 2)).toEqual(['holds', 'believes']);
    expect(phone.gutter).toBeLessThan(wide.gutter);
    expect(wide.gutterTexts.find((t) => t.kind === 'heading')?.text).toBe('Resources');
  });
});

describe('the readability check', () => {
  it('finds two labels drawn over each other', async () => {
    const layout = layoutTimeline(await seed(), 800);
    const [a, b] = layout.steps.map((s) => s.action);
    const moved = { ...layout, texts: [...layout.texts, { ...a!, x: b!.x, y: b!.y }] };
    expect(layoutProblems(moved)).toContain(
      'action "pause" of step 1 overlaps action "claim" of step 0',
    );
  });

  it('finds an arrow through a label and a text under 12 px', async () => {
    const layout = layoutTimeline(await seed(), 800);
    const label = layout.steps[1]!.action;
    const small = { ...label, fontSize: 10 };
    const arrow = { kind: 'arrow' as const, step: 0, x: label.ax, y1: 0, y2: layout.height };
    const broken = { ...layout, texts: [small], lines: [arrow], marks: [] };
    expect(layoutProblems(broken)).toEqual([
      'action "pause" of step 1 is 10 px',
      `an arrow at x=${label.ax.toFixed(1)} crosses action "pause" of step 1`,
    ]);
  });
});
