import type { KeyboardEvent } from 'react';
import type { TimelineEvent as Event } from '../../engine/timeline';
import { isWorker } from '../../engine/actors';
import { formatValue } from './formatValue';
import { shortToken, textWidth, type Lane } from './timelineLayout';
import { WriteArrow, writeKind } from './WriteArrow';

export type EventState = 'past' | 'current' | 'future';

interface Props {
  event: Event;
  x: number;
  lane: Lane;
  /** The lane of the table the step writes, when it writes one. */
  tableLane: Lane | null;
  labelRow: number;
  /** 1 to lift the action label above a crowded neighbour's. */
  lift: number;
  /** How many characters of the token fit in the mark. */
  tokenChars: number;
  state: EventState;
  /** `"rejected → accepted"` when the outcome changed at the last re-run. */
  changed: string | null;
  /** The id of the step card, while it shows this step. */
  describedBy: string | undefined;
  onShow(i: number | null): void;
  onSeek(i: number): void;
}

/** One step on its actor's lane: a glyph with the token it carries, and its write arrow. */
export function TimelineEvent(p: Props) {
  const { event: e, x, lane } = p;
  const y = lane.y;
  const rules = e.violations.map((v) => v.rule);
  const tags = [
    ...rules.map((r) => `⚠ ${r}`),
    ...(p.changed ? [`changed (was ${p.changed.split(' → ')[0]})`] : []),
  ];
  const onKeyDown = (k: KeyboardEvent) => {
    if (k.key !== 'Enter' && k.key !== ' ') return;
    k.preventDefault();
    p.onSeek(e.i);
  };
  return (
    <g
      className={`tl-event tl-${p.state}${rules.length ? ' tl-has-violation' : ''}${p.changed ? ' tl-changed' : ''}`}
      data-testid="timeline-step"
      data-step={e.i}
      data-at={e.at}
      data-actor={e.actor}
      data-do={e.do}
      data-outcome={e.outcome ?? 'none'}
      data-token={formatValue(e.token)}
      data-table={e.table ?? undefined}
      data-violation={rules.join(' ') || undefined}
      data-changed={p.changed ?? undefined}
      data-state={p.state}
      tabIndex={0}
      role="button"
      aria-label={ariaLabel(e, p.changed)}
      aria-describedby={p.describedBy}
      onMouseEnter={() => p.onShow(e.i)}
      onMouseLeave={() => p.onShow(null)}
      onFocus={() => p.onShow(e.i)}
      onBlur={() => p.onShow(null)}
      onClick={() => p.onSeek(e.i)}
      onKeyDown={onKeyDown}
    >
      <rect className="tl-hit" x={x - 16} y={lane.top + 2} width={32} height={y - lane.top + 12} />
      {p.tableLane && (
        <WriteArrow event={e} x={x} fromY={y + 10} to={p.tableLane} labelRow={p.labelRow} />
      )}
      <Glyph event={e} x={x} y={y} chars={p.tokenChars} />
      {!p.tableLane && e.outcome !== null && e.outcome !== 'ok' && (
        <OutcomeMark event={e} x={x + 12} y={y - 9} />
      )}
      <text className="tl-action-label" x={x} y={y - 15 - p.lift * 12}>
        {e.do}
      </text>
      {tags.length > 0 && (
        <text className="tl-tags" x={x} y={lane.top + 11}>
          {tags.map((t, k) => (
            <tspan key={t} className={k < rules.length ? 'tl-tag-violation' : 'tl-tag-changed'}>
              {k > 0 ? ` · ${t}` : t}
            </tspan>
          ))}
        </text>
      )}
    </g>
  );
}

/** The mark of a step: its shape tells the kind of step, its text the token it carries. */
function Glyph({ event: e, x, y, chars }: { event: Event; x: number; y: number; chars: number }) {
  if (e.do === 'pause') {
    return (
      <g className="tl-glyph tl-glyph-pause">
        <circle className="tl-ring" cx={x} cy={y} r={12} />
        <circle className="tl-glyph-shape" cx={x} cy={y} r={9} />
        <rect x={x - 4} y={y - 5} width={3} height={10} />
        <rect x={x + 1} y={y - 5} width={3} height={10} />
      </g>
    );
  }
  if (e.do === 'crash') {
    return (
      <g className="tl-glyph tl-glyph-crash">
        <circle className="tl-ring" cx={x} cy={y} r={12} />
        <path d={`M${x - 7} ${y - 7}L${x + 7} ${y + 7}M${x + 7} ${y - 7}L${x - 7} ${y + 7}`} />
      </g>
    );
  }
  const text = e.token === null ? '' : shortToken(formatValue(e.token), chars);
  const w = Math.max(18, textWidth(text, 11) + 10);
  const kind =
    e.do === 'claim'
      ? `claim tl-glyph-${e.outcome === 'granted' ? 'granted' : 'denied'}`
      : !isWorker(e.actor)
        ? 'other'
        : e.do === 'read'
          ? 'read'
          : 'write';
  const label = e.do === 'claim' && e.outcome !== 'granted' ? '✗' : text;
  return (
    <g className={`tl-glyph tl-glyph-${kind}`}>
      <rect className="tl-ring" x={x - w / 2 - 4} y={y - 14} width={w + 8} height={28} rx={14} />
      {kind === 'other' ? (
        <rect
          className="tl-glyph-shape"
          x={x - 7}
          y={y - 7}
          width={14}
          height={14}
          transform={`rotate(45 ${x} ${y})`}
        />
      ) : (
        <rect
          className="tl-glyph-shape"
          x={x - w / 2}
          y={y - 10}
          width={w}
          height={20}
          rx={e.do === 'claim' || e.do === 'read' ? 10 : 4}
        />
      )}
      {label && (
        <text className="tl-glyph-text" x={x} y={y + 4}>
          {label}
        </text>
      )}
    </g>
  );
}

const MARKS = { landed: '✓', refused: '✗', error: '!' };

/** The outcome of a step that draws no arrow (a custom SELECT that failed, say), beside its mark. */
function OutcomeMark({ event: e, x, y }: { event: Event; x: number; y: number }) {
  const kind = writeKind(e.outcome);
  return (
    <g className={`tl-arrow-${kind}`} data-testid="outcome-mark" data-outcome={e.outcome ?? 'none'}>
      <circle className="tl-chip" cx={x} cy={y} r={7} />
      <text className="tl-chip-text" x={x} y={y + 4}>
        {MARKS[kind]}
      </text>
    </g>
  );
}

function ariaLabel(e: Event, changed: string | null): string {
  const token = e.token === null ? '' : ` with token ${formatValue(e.token)}`;
  const outcome = e.outcome ? `, ${e.outcome}` : '';
  const table = e.table ? ` (writes ${e.table})` : '';
  const v = e.violations.map((x) => `, violation: ${x.rule}`).join('');
  const c = changed ? `, changed: ${changed}` : '';
  return `Step ${e.i}, t=${e.at}: ${e.actor} ${e.do}${token}${table}${outcome}${v}${c}`;
}
