import type { TimelineLayout } from './timelineLayout';
import { TimelineText } from './TimelineText';

interface Props {
  layout: TimelineLayout;
}

const CLASS: Record<string, string> = {
  'axis-title': 'tl-axis-title',
  heading: 'tl-heading',
  'lane-name': 'tl-lane-name',
  'table-name': 'tl-lane-name tl-table-name',
  'lane-kind': 'tl-track-label',
  track: 'tl-track-label',
};

/**
 * The lane names, track names and the resources heading, in a column of their own over the left
 * edge of the timeline: when a wide timeline scrolls sideways, they stay where they are.
 */
export function TimelineGutter({ layout }: Props) {
  const { gutter, height, lanes, resourcesTop } = layout;
  return (
    <svg
      className="tl-gutter"
      width={gutter}
      height={height}
      viewBox={`0 0 ${gutter} ${height}`}
      aria-hidden="true"
    >
      <rect className="tl-gutter-bg" x={0} y={0} width={gutter} height={height} />
      {lanes.map((l, k) => (
        <rect
          key={`${l.kind}-${l.name}`}
          className={`tl-lane${k % 2 ? ' tl-lane-odd' : ''}`}
          x={0}
          y={l.top}
          width={gutter}
          height={l.height}
        />
      ))}
      {resourcesTop !== null && (
        <line
          className="tl-divider"
          x1={0}
          x2={gutter}
          y1={resourcesTop + 1}
          y2={resourcesTop + 1}
        />
      )}
      {layout.gutterTexts.map((t) => (
        <TimelineText
          key={`${t.kind}-${t.text}-${t.baseline}`}
          box={t}
          className={CLASS[t.kind] ?? 'tl-track-label'}
        />
      ))}
      <line className="tl-gutter-edge" x1={gutter - 0.5} x2={gutter - 0.5} y1={0} y2={height} />
    </svg>
  );
}
