import './timeline.css';

/** What the marks of the timeline mean, drawn with the same shapes, patterns and colours. */
export function TimelineLegend() {
  return (
    <ul className="tl-legend" aria-label="Legend of the timeline">
      <li>
        <span className="swatch swatch-hold" aria-hidden="true" />
        really holds the lease (the engine’s record)
      </li>
      <li>
        <span className="swatch swatch-belief" aria-hidden="true" />
        believes it holds the lease (the worker’s memory)
      </li>
      <li>
        <span className="swatch swatch-stale" aria-hidden="true" />
        stale: believes it, but does not hold it
      </li>
      <li>
        <span className="swatch swatch-pause" aria-hidden="true" />
        paused
      </li>
      <li>
        <span className="legend-mark legend-landed" aria-hidden="true">
          ✓
        </span>
        the table accepted the write (solid arrow)
      </li>
      <li>
        <span className="legend-mark legend-refused" aria-hidden="true">
          ✗
        </span>
        the table’s check refused it (dashed, stopped at a bar)
      </li>
      <li>
        <span className="legend-mark legend-error" aria-hidden="true">
          !
        </span>
        error (dotted)
      </li>
      <li>
        <span className="legend-violation">⚠ rule</span> a violation, on the step that caused it
      </li>
    </ul>
  );
}
