import type { StepLayout } from './timelineLayout';
import { CHIP_R } from './timelineSteps';
import { TimelineText } from './TimelineText';

interface Props {
  step: StepLayout;
  arrow: NonNullable<StepLayout['arrow']>;
}

/**
 * An arrow from the actor down to the table its SQL hit. A write that landed ends in an arrowhead
 * on the table; one the table refused stops at a bar, dashed; one that failed is dotted. Colour,
 * line, tip, chip and word all say how it ended, for colour-blind safety.
 */
export function WriteArrow({ step: p, arrow: a }: Props) {
  const { x, spec: s } = p;
  const kind = s.kind;
  const endY = kind === 'landed' ? a.tipY - 7 : a.tipY - 4;
  return (
    <g
      className={`tl-arrow tl-arrow-${kind}`}
      data-testid="write-arrow"
      data-step={s.i}
      data-actor={s.actor}
      data-table={s.table ?? undefined}
      data-outcome={s.outcome || 'none'}
      data-kind={kind}
    >
      <line className="tl-arrow-halo" x1={x} x2={x} y1={a.y1} y2={endY} />
      <line className="tl-arrow-line" x1={x} x2={x} y1={a.y1} y2={endY} />
      {kind === 'landed' && (
        <path
          className="tl-arrow-head"
          d={`M${x - 5} ${a.tipY - 8}L${x + 5} ${a.tipY - 8}L${x} ${a.tipY}Z`}
        />
      )}
      {kind === 'refused' && (
        <line className="tl-arrow-wall" x1={x - 7} x2={x + 7} y1={a.tipY - 3} y2={a.tipY - 3} />
      )}
      {kind === 'error' && (
        <path
          className="tl-arrow-burst"
          d={`M${x - 5} ${a.tipY - 9}L${x + 5} ${a.tipY + 1}M${x + 5} ${a.tipY - 9}L${x - 5} ${a.tipY + 1}`}
        />
      )}
      <circle className="tl-chip" cx={x} cy={a.chipY} r={CHIP_R} />
      <TimelineText box={a.chip} className="tl-chip-text" />
      {a.outcome && <TimelineText box={a.outcome} className="tl-outcome-label" />}
    </g>
  );
}
