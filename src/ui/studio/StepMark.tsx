// One step on the studio's lanes: its mark (a circle with the action's icon), and for a pause the
// range it sleeps through with the handle that drags its end. The mark takes the focus: Enter or
// Space selects the step, ← → move it, Delete removes it (and the focus goes to its lane).
import { useId, type PointerEvent } from 'react';
import type { StudioStep } from '../../content/studio/studioModel';
import type { Step } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { useActions } from '../../state/useAppStore';
import { pauseShape, STEP_RADIUS, xOfTick } from './laneLayout';
import { actionWord, StepGlyph } from './stepGlyphs';
import type { Drag } from './useDrag';

interface Props {
  step: StudioStep;
  /** Where it is drawn now (elsewhere while it is dragged). */
  pos: Pick<Step, 'at' | 'until'>;
  /** The y of its lane's middle. */
  y: number;
  selected: boolean;
  /** What the validator says of it, if anything. */
  problem: string[] | undefined;
  onDragStart(e: PointerEvent<SVGElement>, id: string, part: Drag['part']): void;
}

export function StepMark({ step: s, pos, y, selected, problem, onDragStart }: Props) {
  const actions = useActions();
  const titleId = useId();
  const x = xOfTick(pos.at);
  const word = actionWord(s.do);
  const label = t(s.expect ? 'studio.lanes.stepExpect' : 'studio.lanes.step', {
    actor: s.actor,
    action: word,
    at: s.at,
    expect: s.expect,
  });
  const pause = pos.until === undefined ? null : pauseShape(pos.at, pos.until);
  return (
    <g
      className={`studio-step${selected ? ' studio-step-selected' : ''}${problem ? ' studio-step-invalid' : ''}`}
      data-invalid={problem ? true : undefined}
      data-testid="studio-step"
      data-id={s.id}
      data-at={s.at}
      data-actor={s.actor}
      data-do={s.do}
      data-expect={s.expect ?? ''}
      data-selected={selected}
    >
      {pause && (
        <rect
          className="studio-pause"
          x={pause.bar.x}
          y={y - 7}
          width={pause.bar.width}
          height={14}
          onPointerDown={(e) => onDragStart(e, s.id, 'step')}
        />
      )}
      <circle
        cx={x}
        cy={y}
        r={STEP_RADIUS}
        tabIndex={0}
        role="button"
        // Named by its <title>, which is also the tooltip; the validator's messages describe it.
        aria-labelledby={titleId}
        onPointerDown={(e) => onDragStart(e, s.id, 'step')}
        onKeyDown={(e) => {
          const keys: Record<string, () => void> = {
            Enter: () => actions.studioSelectStep(s.id),
            ' ': () => actions.studioSelectStep(s.id),
            ArrowRight: () => void actions.studioMoveStep(s.id, s.at + 1),
            ArrowLeft: () => void actions.studioMoveStep(s.id, s.at - 1),
            Delete: () => {
              // The mark goes with its step: the focus stays on its lane, not the page's body.
              const lane = e.currentTarget.ownerSVGElement?.querySelector<SVGElement>(
                `[data-testid="studio-lane"][data-actor="${CSS.escape(s.actor)}"]`,
              );
              void actions.studioRemoveStep(s.id);
              lane?.focus();
            },
          };
          const run = keys[e.key];
          if (!run) return;
          // Not the player's keys as well (the window's shortcuts skip handled keys).
          e.preventDefault();
          run();
        }}
      >
        <title id={titleId}>{label}</title>
        {problem && <desc>{problem.join('\n')}</desc>}
      </circle>
      <g className="studio-step-label" data-glyph={s.do}>
        <StepGlyph action={s.do} x={x} y={y} />
      </g>
      {pause && (
        // Drawn over the circle: with a pause of one tick the two meet.
        <rect
          className="studio-pause-handle"
          data-testid="pause-handle"
          data-until={s.until}
          x={pause.handle.x}
          y={y - 13}
          width={pause.handle.width}
          height={26}
          rx={2}
          onPointerDown={(e) => onDragStart(e, s.id, 'end')}
        >
          <title>{t('studio.lanes.pauseHandle', { until: s.until })}</title>
        </rect>
      )}
    </g>
  );
}
