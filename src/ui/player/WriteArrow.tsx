import type { TimelineEvent } from '../../engine/timeline';
import type { Outcome } from '../../engine/types';
import type { Lane } from './timelineLayout';

interface Props {
  event: TimelineEvent;
  x: number;
  /** Where the arrow leaves the actor's lane. */
  fromY: number;
  to: Lane;
  labelRow: number;
}

/** How a write ended, told three ways (colour, line and tip shape, and a word) for colour-blind safety. */
export type WriteKind = 'landed' | 'refused' | 'error';

export function writeKind(outcome: Outcome | null): WriteKind {
  if (outcome === 'error') return 'error';
  return outcome === 'granted' || outcome === 'accepted' || outcome === 'ok' ? 'landed' : 'refused';
}

const MARK: Record<WriteKind, string> = { landed: '✓', refused: '✗', error: '!' };

/**
 * An arrow from the actor down to the table its SQL hit. A write that landed ends in an arrowhead
 * on the table; one the table refused stops at a bar, dashed; one that failed is dotted.
 */
export function WriteArrow({ event: e, x, fromY, to, labelRow }: Props) {
  const kind = writeKind(e.outcome);
  const tipY = to.y;
  const chipY = to.y + 14;
  const endY = kind === 'landed' ? tipY - 7 : tipY - 4;
  return (
    <g
      className={`tl-arrow tl-arrow-${kind}`}
      data-testid="write-arrow"
      data-step={e.i}
      data-actor={e.actor}
      data-table={e.table ?? undefined}
      data-outcome={e.outcome ?? 'none'}
      data-kind={kind}
    >
      <line className="tl-arrow-halo" x1={x} x2={x} y1={fromY} y2={endY} />
      <line className="tl-arrow-line" x1={x} x2={x} y1={fromY} y2={endY} />
      {kind === 'landed' && (
        <path
          className="tl-arrow-head"
          d={`M${x - 5} ${tipY - 8}L${x + 5} ${tipY - 8}L${x} ${tipY}Z`}
        />
      )}
      {kind === 'refused' && (
        <line className="tl-arrow-wall" x1={x - 7} x2={x + 7} y1={tipY - 3} y2={tipY - 3} />
      )}
      {kind === 'error' && (
        <path
          className="tl-arrow-burst"
          d={`M${x - 5} ${tipY - 9}L${x + 5} ${tipY + 1}M${x + 5} ${tipY - 9}L${x - 5} ${tipY + 1}`}
        />
      )}
      <circle className="tl-chip" cx={x} cy={chipY} r={8} />
      <text className="tl-chip-text" x={x} y={chipY + 4}>
        {MARK[kind]}
      </text>
      <text className="tl-outcome-label" x={x} y={to.y + 39 + labelRow * 11}>
        {e.outcome ?? ''}
      </text>
    </g>
  );
}
