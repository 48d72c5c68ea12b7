// The wait marks as React draws them: one group per wait on the waiter's lane, named by its
// sentence for a screen reader and as a tooltip, filled with the wait hatch of this timeline.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { timelineOf } from '../../../engine/timeline';
import type { Trace } from '../../../engine/types';
import { layoutTimeline } from './timelineLayout';
import { TimelineWaits } from './TimelineWaits';

const traceOf = (name: string) =>
  (JSON.parse(readFileSync(`lessons/postgres/${name}.trace.json`, 'utf8')) as { trace: Trace })
    .trace;
const draw = (trace: Trace) =>
  renderToStaticMarkup(
    createElement(TimelineWaits, {
      trace,
      layout: layoutTimeline(timelineOf(trace), 720),
      defsId: 'tl1',
    }),
  );

describe('TimelineWaits', () => {
  it("draws B's wait with its sentence as name and title, in the wait hatch", () => {
    const html = draw(traceOf('for-update-waits'));
    expect(html.match(/data-testid="wait-span"/g)).toHaveLength(1);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="B waits for a lock held by A from t=2 to t=4"');
    expect(html).toContain('<title>B waits for a lock held by A from t=2 to t=4</title>');
    expect(html).toContain('data-worker="B"');
    expect(html).toContain('fill="url(#tl1-wait)"');
  });

  it('draws nothing for a trace without waits', () => {
    expect(draw(traceOf('skip-locked-queue'))).toBe('');
  });
});
