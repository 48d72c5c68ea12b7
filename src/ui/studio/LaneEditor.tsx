// The timeline as an instructor edits it: a lane per actor, a step per mark. Click a lane at a
// tick for a menu of actions; drag a step along time; drag a pause's end handle to resize it.
import { useMemo, useRef, useState } from 'react';
import { actionsFor, lastTick, type StudioStep } from '../../content/studio/studioModel';
import type { Step } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import {
  AXIS_HEIGHT,
  LABEL_WIDTH,
  LANE_HEIGHT,
  sizeOf,
  TICK_WIDTH,
  tickAt,
  xOfTick,
  yOfLane,
} from './laneLayout';
import { StepMenu } from './StepMenu';
import { issuesByStep } from './stepIssues';
import { useDrag, type Drag } from './useDrag';

interface Menu {
  actor: string;
  at: number;
  x: number;
  y: number;
}

export function LaneEditor() {
  const model = useAppStore((s) => s.studio.model);
  const selected = useAppStore((s) => s.studio.selected);
  const issues = useAppStore((s) => s.studio.issues);
  const problems = useMemo(() => issuesByStep(issues), [issues]);
  const actions = useActions();
  const svg = useRef<SVGSVGElement>(null);
  const [menu, setMenu] = useState<Menu | null>(null);
  const last = lastTick(model);
  const { width, height } = sizeOf(model.actors.length, last);

  const onDrop = (d: Drag) => {
    const step = model.steps.find((s) => s.id === d.id);
    if (!step) return;
    if (d.tick === d.from) return actions.studioSelectStep(d.id);
    if (d.part === 'step') void actions.studioMoveStep(d.id, step.at + d.tick - d.from);
    else void actions.studioUpdateStep(d.id, { until: Math.max(step.at + 1, d.tick) });
  };
  const { drag, start, move, end } = useDrag(svg, last, onDrop);

  /** Where a step is drawn while it is dragged. */
  const shown = (s: StudioStep): Pick<Step, 'at' | 'until'> => {
    if (!drag || drag.id !== s.id) return s;
    const delta = drag.tick - drag.from;
    if (drag.part === 'end') return { at: s.at, until: Math.max(s.at + 1, drag.tick) };
    return {
      at: Math.max(0, s.at + delta),
      until: s.until === undefined ? undefined : s.until + delta,
    };
  };

  const openMenu = (e: React.MouseEvent<SVGRectElement>, actor: string) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return;
    const at = tickAt(e.clientX - box.left, last);
    setMenu({ actor, at, x: xOfTick(at), y: yOfLane(model.actors.indexOf(actor)) + LANE_HEIGHT });
  };

  return (
    <div className="studio-lanes" data-testid="studio-lanes">
      <svg
        ref={svg}
        width={width}
        height={height}
        className="studio-svg"
        role="group"
        aria-label={t('studio.lanes.label')}
        data-label-width={LABEL_WIDTH}
        data-tick-width={TICK_WIDTH}
        data-last-tick={last}
        onPointerMove={move}
        onPointerUp={end}
      >
        {Array.from({ length: last + 1 }, (_, tick) => (
          <g key={tick} className="studio-tick">
            <line x1={xOfTick(tick)} x2={xOfTick(tick)} y1={AXIS_HEIGHT - 4} y2={height} />
            {tick % 2 === 0 && (
              <text x={xOfTick(tick)} y={AXIS_HEIGHT - 8} textAnchor="middle">
                {tick}
              </text>
            )}
          </g>
        ))}
        {model.actors.map((actor, lane) => (
          <g key={actor} data-testid="studio-lane-row" data-actor={actor}>
            <rect
              className={lane % 2 ? 'studio-lane studio-lane-odd' : 'studio-lane'}
              data-testid="studio-lane"
              data-actor={actor}
              x={LABEL_WIDTH}
              y={yOfLane(lane)}
              width={width - LABEL_WIDTH}
              height={LANE_HEIGHT}
              onClick={(e) => openMenu(e, actor)}
            />
            <text className="studio-lane-name" x={8} y={yOfLane(lane) + LANE_HEIGHT / 2 + 4}>
              {actor}
            </text>
          </g>
        ))}
        {model.steps.map((s, index) => {
          const problem = problems.get(index);
          const lane = model.actors.indexOf(s.actor);
          if (lane < 0) return null;
          const pos = shown(s);
          const y = yOfLane(lane) + LANE_HEIGHT / 2;
          const x = xOfTick(pos.at);
          const isSel = s.id === selected;
          return (
            <g
              key={s.id}
              className={`studio-step${isSel ? ' studio-step-selected' : ''}${problem ? ' studio-step-invalid' : ''}`}
              data-invalid={problem ? true : undefined}
              data-testid="studio-step"
              data-id={s.id}
              data-at={s.at}
              data-actor={s.actor}
              data-do={s.do}
              data-expect={s.expect ?? ''}
              data-selected={isSel}
            >
              {pos.until !== undefined && (
                <>
                  <rect
                    className="studio-pause"
                    x={x}
                    y={y - 7}
                    width={xOfTick(pos.until) - x}
                    height={14}
                    onPointerDown={(e) => start(e, s.id, 'step')}
                  />
                  <rect
                    className="studio-pause-handle"
                    data-testid="pause-handle"
                    data-until={s.until}
                    x={xOfTick(pos.until) - 4}
                    y={y - 11}
                    width={8}
                    height={22}
                    onPointerDown={(e) => start(e, s.id, 'end')}
                  >
                    <title>{t('studio.lanes.pauseHandle', { until: s.until })}</title>
                  </rect>
                </>
              )}
              <circle
                cx={x}
                cy={y}
                r={12}
                tabIndex={0}
                role="button"
                aria-label={t(s.expect ? 'studio.lanes.stepExpect' : 'studio.lanes.step', {
                  actor: s.actor,
                  action: s.do,
                  at: s.at,
                  expect: s.expect,
                })}
                onPointerDown={(e) => start(e, s.id, 'step')}
                onKeyDown={(e) => {
                  const keys: Record<string, () => void> = {
                    Enter: () => actions.studioSelectStep(s.id),
                    ' ': () => actions.studioSelectStep(s.id),
                    ArrowRight: () => void actions.studioMoveStep(s.id, s.at + 1),
                    ArrowLeft: () => void actions.studioMoveStep(s.id, s.at - 1),
                    Delete: () => void actions.studioRemoveStep(s.id),
                  };
                  const run = keys[e.key];
                  if (!run) return;
                  // Not the player's keys as well (the window's shortcuts skip handled keys).
                  e.preventDefault();
                  run();
                }}
              >
                {problem && <title>{problem.join('\n')}</title>}
              </circle>
              {/* The action's first letters, as the file writes it: code, in every language. */}
              <text x={x} y={y + 4} textAnchor="middle" className="studio-step-label" data-code>
                {s.do.slice(0, 2)}
              </text>
            </g>
          );
        })}
      </svg>
      {menu && (
        <StepMenu
          actor={menu.actor}
          at={menu.at}
          x={menu.x}
          y={menu.y}
          choices={actionsFor(menu.actor, model)}
          onChoose={(action) => {
            setMenu(null);
            void actions.studioAddStep(menu.actor, menu.at, action);
          }}
          onClose={() => setMenu(null)}
        />
      )}
    </div>
  );
}
