import type { HoldSpan, StaleSpan } from '../../../engine/timeline';
import { t, type MessageKey } from '../../../i18n/i18n';
import { formatValue } from '../formatValue';
import { BAR_H } from './timelineBars';
import type { TimelineLayout } from './timelineLayout';
import type { TextBox } from './textMetrics';
import { TimelineText } from './TimelineText';

interface Props {
  layout: TimelineLayout;
  /** Prefix of the hatch pattern ids (see TimelineDefs). */
  defsId: string;
}

/** How a hold ended, or why a belief is stale: the message that says it. */
const END_WORDS: Record<HoldSpan['end'] | StaleSpan['cause'], MessageKey> = {
  expired: 'player.spans.end.expired',
  takeover: 'player.spans.end.takeover',
  recovered: 'player.spans.end.recovered',
  open: 'player.spans.end.open',
  never: 'player.spans.end.never',
};

/**
 * Per worker, the engine's record of who really holds the lease (solid bars) over what the worker
 * believes (dashed bars), the stretch where the belief is stale (red hatch), and pauses (grey hatch).
 * Where each bar and its label go is decided by the layout (timelineBars.ts).
 */
export function TimelineSpans({ layout, defsId }: Props) {
  const { bars } = layout;
  return (
    <g className="tl-spans">
      {bars.lifelines.map((l) => (
        <line
          key={`life-${l.worker}`}
          className="tl-lifeline"
          x1={l.x1}
          x2={l.x2}
          y1={l.y}
          y2={l.y}
        />
      ))}
      {bars.pauses.map(({ span: p, x, width, y, label }) => (
        <g key={`pause-${p.worker}-${p.from}`} data-testid="pause-span" data-worker={p.worker}>
          <title>
            {t('player.spans.pause', { worker: p.worker, from: p.from, until: p.until })}
          </title>
          <Bar
            kind="pause"
            x={x}
            y={y}
            width={width}
            label={label}
            fill={`url(#${defsId}-pause)`}
          />
        </g>
      ))}
      {bars.holds.map(({ span: h, x, width, y, label }) => {
        const title = t('player.spans.hold', {
          worker: h.worker,
          token: formatValue(h.token),
          from: h.from,
          to: h.to,
          end: t(END_WORDS[h.end]),
        });
        return (
          <g
            key={`hold-${h.generation}-${h.from}`}
            data-testid="hold-span"
            data-worker={h.worker}
            data-token={formatValue(h.token)}
            data-from={h.from}
            data-to={h.to}
            data-end={h.end}
          >
            <title>{title}</title>
            <Bar kind="hold" x={x} y={y} width={width} label={label} />
          </g>
        );
      })}
      {bars.beliefs.map(({ span: b, x, width, y, label }) => (
        <g
          key={`belief-${b.worker}-${b.from}`}
          data-testid="belief-span"
          data-worker={b.worker}
          data-token={formatValue(b.token)}
          data-from={b.from}
          data-to={b.to}
        >
          <title>
            {t('player.spans.belief', {
              worker: b.worker,
              token: formatValue(b.token),
              until: b.leaseUntil,
            })}
          </title>
          <Bar kind="belief" x={x} y={y} width={width} label={label} />
        </g>
      ))}
      {bars.stale.map(({ span: s, x, width, y, holdY, label, noHold }) => (
        <g
          key={`stale-${s.worker}-${s.from}`}
          className="tl-stale-group"
          data-testid="stale-span"
          data-worker={s.worker}
          data-from={s.from}
          data-to={s.to}
          data-cause={s.cause}
        >
          <title>
            {t('player.spans.stale', {
              from: s.from,
              to: s.to,
              worker: s.worker,
              token: formatValue(s.token),
              why: t(END_WORDS[s.cause]),
            })}
          </title>
          <Bar kind="no-hold" x={x} y={holdY} width={width} label={noHold} />
          <Bar
            kind="stale"
            x={x}
            y={y}
            width={width}
            label={label}
            fill={`url(#${defsId}-stale)`}
          />
        </g>
      ))}
    </g>
  );
}

interface BarProps {
  /** `tl-<kind>` is the bar's class, `tl-<kind>-label` its label's. */
  kind: 'pause' | 'hold' | 'belief' | 'no-hold' | 'stale';
  x: number;
  /** The middle of the bar. */
  y: number;
  width: number;
  label: TextBox | null | undefined;
  fill?: string;
}

/** One bar of a worker's tracks and the label the layout placed on it, if any. */
function Bar({ kind, x, y, width, label, fill }: BarProps) {
  return (
    <>
      <rect
        className={`tl-${kind}`}
        x={x}
        y={y - BAR_H / 2}
        width={width}
        height={BAR_H}
        rx={3}
        {...(fill ? { fill } : {})}
      />
      {label && <TimelineText box={label} className={`tl-${kind}-label`} />}
    </>
  );
}
