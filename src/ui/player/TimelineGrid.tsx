import type { TimelineLayout } from './timelineLayout';
import { AXIS_H, GUTTER } from './timelineLayout';

interface Props {
  layout: TimelineLayout;
}

const TRACK_LABELS = { hold: 'really holds', belief: 'believes it holds' };

/** The time axis with its tick labels, the lanes and their names. */
export function TimelineGrid({ layout }: Props) {
  const { x0, scale, height, width, lanes, resourcesTop } = layout;
  return (
    <g className="tl-grid">
      {lanes.map((l, k) => (
        <rect
          key={`${l.kind}-${l.name}`}
          className={`tl-lane tl-lane-${l.kind}${k % 2 ? ' tl-lane-odd' : ''}`}
          x={0}
          y={l.top}
          width={width}
          height={l.height}
        />
      ))}
      <g className="tl-axis" aria-hidden="true">
        {layout.ticks.map((t) => {
          const x = x0 + t * scale;
          return (
            <g key={t}>
              <line className="tl-tick-line" x1={x} x2={x} y1={AXIS_H - 6} y2={height - 6} />
              <text className="tl-tick-label" x={x} y={AXIS_H - 11}>
                {t}
              </text>
            </g>
          );
        })}
        <text className="tl-axis-title" x={GUTTER - 8} y={AXIS_H - 11}>
          t (ticks)
        </text>
      </g>
      {resourcesTop !== null && (
        <g className="tl-divider" aria-hidden="true">
          <line x1={0} x2={width} y1={resourcesTop + 1} y2={resourcesTop + 1} />
          <text x={10} y={resourcesTop + 17}>
            Resources: the tables the SQL writes
          </text>
        </g>
      )}
      {lanes
        .filter((l) => l.kind === 'table')
        .map((l) => (
          <rect
            key={`band-${l.name}`}
            className="tl-table-band"
            x={x0 - 10}
            y={l.y}
            width={layout.x1 - x0 + 20}
            height={28}
            rx={4}
          />
        ))}
      {lanes.map((l) => (
        <g key={`label-${l.kind}-${l.name}`} className={`tl-lane-label tl-lane-label-${l.kind}`}>
          <text className="tl-lane-name" x={10} y={l.kind === 'table' ? l.y + 15 : l.y + 5}>
            {l.name}
          </text>
          {l.kind === 'worker' && (
            <>
              <text className="tl-track-label" x={GUTTER - 8} y={l.holdY + 4}>
                {TRACK_LABELS.hold}
              </text>
              <text className="tl-track-label" x={GUTTER - 8} y={l.beliefY + 4}>
                {TRACK_LABELS.belief}
              </text>
            </>
          )}
          {l.kind !== 'worker' && (
            <text
              className="tl-track-label tl-lane-kind"
              x={10}
              y={l.kind === 'table' ? l.y + 30 : l.y + 19}
            >
              {l.kind === 'table' ? 'table' : 'actor'}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}
