/**
 * Hatch patterns of the timeline: pauses in grey, stale beliefs in red, lock waits (PostgreSQL
 * recordings) in amber, crossed. Ids are per timeline.
 */
export function TimelineDefs({ id }: { id: string }) {
  return (
    <defs>
      <pattern
        id={`${id}-pause`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" className="tl-hatch-pause-bg" />
        <line x1="0" y1="0" x2="0" y2="6" className="tl-hatch-pause" />
      </pattern>
      <pattern
        id={`${id}-stale`}
        width="7"
        height="7"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(-45)"
      >
        <rect width="7" height="7" className="tl-hatch-stale-bg" />
        <line x1="0" y1="0" x2="0" y2="7" className="tl-hatch-stale" />
      </pattern>
      <pattern id={`${id}-wait`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="tl-hatch-wait-bg" />
        <path d="M0 0L6 6M6 0L0 6" className="tl-hatch-wait" />
      </pattern>
    </defs>
  );
}
