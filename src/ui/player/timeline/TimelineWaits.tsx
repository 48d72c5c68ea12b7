import { t } from '../../../i18n/i18n';
import type { Trace } from '../../../engine/types';
import type { TimelineLayout } from './timelineLayout';
import { WAIT_HALF_H, waitBars, type WaitBar } from './waitBars';

interface Props {
  trace: Trace;
  layout: TimelineLayout;
  /** Prefix of the hatch pattern ids (see TimelineDefs). */
  defsId: string;
}

/** The sentence of one wait: "B waits for A's lock from t=2 to t=4". */
export function waitText(w: Pick<WaitBar, 'actor' | 'from' | 'until' | 'on'>): string {
  return w.on.length === 0
    ? t('player.wait.behind', { worker: w.actor, from: w.from, until: w.until })
    : t('player.wait.lock', {
        worker: w.actor,
        holders: w.on.join(', '),
        from: w.from,
        until: w.until,
      });
}

/**
 * The steps that waited for a lock (PostgreSQL recordings), as hatched bars on their lanes with
 * their sentence as the accessible name. Nothing is drawn for a trace whose steps never waited.
 */
export function TimelineWaits({ trace, layout, defsId }: Props) {
  const bars = waitBars(trace, layout);
  if (bars.length === 0) return null;
  return (
    <g className="tl-waits">
      {bars.map((w) => {
        const text = waitText(w);
        return (
          <g
            key={`wait-${w.i}`}
            role="img"
            aria-label={text}
            data-testid="wait-span"
            data-worker={w.actor}
            data-step={w.i}
            data-from={w.from}
            data-until={w.until}
            data-on={w.on.join(' ')}
          >
            <title>{text}</title>
            <rect
              className="tl-wait"
              x={w.x}
              y={w.y - WAIT_HALF_H}
              width={w.width}
              height={WAIT_HALF_H * 2}
              rx={2}
              fill={`url(#${defsId}-wait)`}
            />
          </g>
        );
      })}
    </g>
  );
}
