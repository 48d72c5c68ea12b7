import type { TimelineModel } from '../../engine/timeline';
import { formatValue } from './formatValue';
import { fitLabel, laneOf, type TimelineLayout } from './timelineLayout';

interface Props {
  model: TimelineModel;
  layout: TimelineLayout;
  /** Prefix of the hatch pattern ids (see TimelineDefs). */
  defsId: string;
}

const BAR_H = 16;
const FONT = 11;
const END_WORDS = {
  expired: 'the lease ran out',
  takeover: 'another worker was granted the job',
  recovered: 'a recover ended it',
  open: 'still held at the end',
  never: 'it never held it',
};

/**
 * Per worker, the engine's record of who really holds the lease (solid bars) over what the worker
 * believes (dashed bars), the stretch where the belief is stale (red hatch), and pauses (grey hatch).
 */
export function TimelineSpans({ model, layout, defsId }: Props) {
  const x = (t: number) => layout.x0 + t * layout.scale;
  const lane = (w: string) => laneOf(layout, 'worker', w);
  return (
    <g className="tl-spans">
      {model.workers.map((w) => {
        const l = lane(w);
        const crash = model.crashes.find((c) => c.worker === w);
        return (
          l && (
            <line
              key={`life-${w}`}
              className="tl-lifeline"
              x1={layout.x0}
              x2={crash ? x(crash.at) : layout.x1}
              y1={l.y}
              y2={l.y}
            />
          )
        );
      })}
      {model.pauses.map((p) => {
        const l = lane(p.worker);
        if (!l) return null;
        const w = x(p.until) - x(p.from);
        return (
          <g key={`pause-${p.worker}-${p.from}`} data-testid="pause-span" data-worker={p.worker}>
            <title>{`${p.worker} is paused from t=${p.from} to t=${p.until}`}</title>
            <rect
              className="tl-pause"
              x={x(p.from)}
              y={l.y - 8}
              width={w}
              height={16}
              rx={3}
              fill={`url(#${defsId}-pause)`}
            />
            <text className="tl-pause-label" x={x(p.from) + w / 2} y={l.y + 4}>
              {fitLabel([`paused until t=${p.until}`, 'paused'], w - 16, FONT)}
            </text>
          </g>
        );
      })}
      {model.holds.map((h) => {
        const l = lane(h.worker);
        if (!l) return null;
        const w = Math.max(2, x(h.to) - x(h.from));
        const token = `token ${formatValue(h.token)}`;
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
            <title>{`${h.worker} really holds the lease with ${token} from t=${h.from} to t=${h.to} (${END_WORDS[h.end]})`}</title>
            <rect
              className="tl-hold"
              x={x(h.from)}
              y={l.holdY - BAR_H / 2}
              width={w}
              height={BAR_H}
              rx={3}
            />
            <text className="tl-bar-label tl-hold-label" x={x(h.from) + 5} y={l.holdY + 4}>
              {fitLabel([`holds ${token} · until t=${h.to}`, token, formatValue(h.token)], w, FONT)}
            </text>
          </g>
        );
      })}
      {model.beliefs.map((b) => {
        const l = lane(b.worker);
        if (!l) return null;
        const w = Math.max(2, x(b.to) - x(b.from));
        const staleFrom = model.stale.find(
          (s) => s.worker === b.worker && s.from >= b.from && s.from < b.to,
        );
        const room = (staleFrom ? x(staleFrom.from) : x(b.to)) - x(b.from);
        const token = `token ${formatValue(b.token)}`;
        return (
          <g
            key={`belief-${b.worker}-${b.from}`}
            data-testid="belief-span"
            data-worker={b.worker}
            data-token={formatValue(b.token)}
            data-from={b.from}
            data-to={b.to}
          >
            <title>{`${b.worker} believes it holds the lease with ${token}, until t=${b.leaseUntil}`}</title>
            <rect
              className="tl-belief"
              x={x(b.from)}
              y={l.beliefY - BAR_H / 2}
              width={w}
              height={BAR_H}
              rx={3}
            />
            <text className="tl-bar-label tl-belief-label" x={x(b.from) + 5} y={l.beliefY + 4}>
              {fitLabel(
                [`thinks: ${token} · until t=${b.leaseUntil}`, token, formatValue(b.token)],
                room,
                FONT,
              )}
            </text>
          </g>
        );
      })}
      {model.stale.map((s) => {
        const l = lane(s.worker);
        if (!l) return null;
        const w = Math.max(2, x(s.to) - x(s.from));
        const token = `token ${formatValue(s.token)}`;
        return (
          <g
            key={`stale-${s.worker}-${s.from}`}
            className="tl-stale-group"
            data-testid="stale-span"
            data-worker={s.worker}
            data-from={s.from}
            data-to={s.to}
            data-cause={s.cause}
          >
            <title>{`From t=${s.from} to t=${s.to}, ${s.worker} still believes it holds the lease with ${token}, but it does not: ${END_WORDS[s.cause]}.`}</title>
            <rect
              className="tl-no-hold"
              x={x(s.from)}
              y={l.holdY - BAR_H / 2}
              width={w}
              height={BAR_H}
              rx={3}
            />
            <text className="tl-bar-label tl-no-hold-label" x={x(s.from) + w / 2} y={l.holdY + 4}>
              {fitLabel(['no lease', '–'], w, FONT)}
            </text>
            <rect
              className="tl-stale"
              x={x(s.from)}
              y={l.beliefY - BAR_H / 2}
              width={w}
              height={BAR_H}
              rx={3}
              fill={`url(#${defsId}-stale)`}
            />
            <text className="tl-bar-label tl-stale-label" x={x(s.from) + w / 2} y={l.beliefY + 4}>
              {fitLabel(['⚠ stale: not the holder', '⚠ stale', '⚠'], w, FONT)}
            </text>
          </g>
        );
      })}
    </g>
  );
}
