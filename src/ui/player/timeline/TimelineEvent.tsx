import type { KeyboardEvent } from 'react';
import type { TimelineEvent as Event } from '../../../engine/timeline';
import { t } from '../../../i18n/i18n';
import { formatValue } from '../formatValue';
import type { StepLayout } from './timelineLayout';
import { CHIP_R, RING, writeKind } from './timelineSteps';
import { TimelineText } from './TimelineText';
import { WriteArrow } from './WriteArrow';

export type EventState = 'past' | 'current' | 'future';

interface Props {
  event: Event;
  /** Where the layout put the step's marks and texts. */
  step: StepLayout;
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
  const { event: e, step: s } = p;
  const { x, lane } = s;
  const rules = e.violations.map((v) => v.rule);
  const onKeyDown = (k: KeyboardEvent) => {
    if (k.key !== 'Enter' && k.key !== ' ') return;
    k.preventDefault();
    p.onSeek(e.i);
  };
  const hitHalf = Math.max(14, s.spec.left, s.action.width / 2);
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
      <rect
        className="tl-hit"
        x={x - hitHalf}
        y={s.action.y - 2}
        width={2 * hitHalf}
        height={lane.y + 16 - s.action.y}
      />
      {s.arrow && <WriteArrow step={s} arrow={s.arrow} />}
      <Glyph step={s} />
      {s.mark && (
        <g
          className={`tl-arrow-${writeKind(e.outcome)}`}
          data-testid="outcome-mark"
          data-outcome={e.outcome ?? 'none'}
        >
          <circle className="tl-chip" cx={s.mark.cx} cy={s.mark.cy} r={CHIP_R - 1} />
          <TimelineText box={s.mark.text} className="tl-chip-text" />
        </g>
      )}
      <TimelineText box={s.action} className="tl-action-label" />
      {s.tags && (
        <TimelineText box={s.tags} className="tl-tags">
          {s.spec.tags.map((tag, k) => (
            <tspan key={tag.text} className={`tl-tag-${tag.kind}`}>
              {k > 0 ? ` · ${tag.text}` : tag.text}
            </tspan>
          ))}
        </TimelineText>
      )}
    </g>
  );
}

/** The mark of a step: its shape tells the kind of step, its text the token it carries. */
function Glyph({ step: s }: { step: StepLayout }) {
  const { x, spec } = s;
  const y = s.lane.y;
  if (spec.glyph === 'pause') {
    return (
      <g className="tl-glyph tl-glyph-pause">
        <circle className="tl-ring" cx={x} cy={y} r={12} />
        <circle className="tl-glyph-shape" cx={x} cy={y} r={9} />
        <rect x={x - 4} y={y - 5} width={3} height={10} />
        <rect x={x + 1} y={y - 5} width={3} height={10} />
      </g>
    );
  }
  if (spec.glyph === 'crash') {
    return (
      <g className="tl-glyph tl-glyph-crash">
        <circle className="tl-ring" cx={x} cy={y} r={12} />
        <path d={`M${x - 7} ${y - 7}L${x + 7} ${y + 7}M${x + 7} ${y - 7}L${x - 7} ${y + 7}`} />
      </g>
    );
  }
  const w = spec.shapeW;
  const kind =
    spec.glyph === 'granted' || spec.glyph === 'denied'
      ? `claim tl-glyph-${spec.glyph}`
      : spec.glyph;
  return (
    <g className={`tl-glyph tl-glyph-${kind}`}>
      <rect
        className="tl-ring"
        x={x - w / 2 - RING}
        y={y - 14}
        width={w + 2 * RING}
        height={28}
        rx={14}
      />
      {spec.glyph === 'other' ? (
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
          rx={spec.glyph === 'write' ? 4 : 10}
        />
      )}
      {s.token && <TimelineText box={s.token} className="tl-glyph-text" />}
    </g>
  );
}

function ariaLabel(e: Event, changed: string | null): string {
  const token = e.token === null ? '' : t('player.event.token', { token: formatValue(e.token) });
  const outcome = e.outcome
    ? t('player.event.outcome', { outcome: t(`outcome.${e.outcome}`) })
    : '';
  const table = e.table ? t('player.event.writes', { table: e.table }) : '';
  const v = e.violations.map((x) => t('player.event.violation', { rule: x.rule })).join('');
  const c = changed ? t('player.event.changed', { changed }) : '';
  const head = t('player.event.label', { i: e.i + 1, at: e.at, actor: e.actor, action: e.do });
  return `${head}${token}${table}${outcome}${v}${c}`;
}
