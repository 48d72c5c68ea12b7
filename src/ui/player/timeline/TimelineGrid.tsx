import type { TimelineLayout } from './timelineLayout';
import { AXIS_H } from './timelineLayout';
import { TimelineText } from './TimelineText';

interface Props {
  layout: TimelineLayout;
}

/**
 * The lanes, the time axis with its tick labels (a bracket under the tick of several steps) and
 * the table bands. The lane names are drawn by TimelineGutter, which stays put while this scrolls.
 */
export function TimelineGrid({ layout }: Props) {
  const { width, lanes, resourcesTop } = layout;
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
        {layout.lines
          .filter((l) => l.kind === 'tick')
          .map((l) => (
            <line key={l.x} className="tl-tick-line" x1={l.x} x2={l.x} y1={l.y1} y2={l.y2} />
          ))}
        {layout.ticks.map((t) => (
          <TimelineText key={t.text} box={t} className="tl-tick-label" />
        ))}
        {layout.groups.map((g) => (
          <path key={g.t} className="tl-tick-group" d={`M${g.x1} ${AXIS_H - 1}v-3H${g.x2}v3`} />
        ))}
      </g>
      {resourcesTop !== null && (
        <line
          className="tl-divider"
          x1={0}
          x2={width}
          y1={resourcesTop + 1}
          y2={resourcesTop + 1}
        />
      )}
      {lanes
        .filter((l) => l.kind === 'table')
        .map((l) => (
          <rect
            key={`band-${l.name}`}
            className="tl-table-band"
            x={layout.x0 - 10}
            y={l.y}
            width={layout.x1 - layout.x0 + 20}
            height={28}
            rx={4}
          />
        ))}
    </g>
  );
}
