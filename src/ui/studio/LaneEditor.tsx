// The timeline as an instructor edits it: a lane per actor, a step per mark. Click a lane at a
// tick for a menu of actions, or Tab to a lane, choose the tick with ← → (the lane ↑ ↓) and press
// Enter; drag a step along time; drag a pause's end handle to resize it. The legend under the
// lanes says what each mark means.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { actionsFor, lastTick, type StudioStep } from '../../content/studio/studioModel';
import type { Step } from '../../engine/types';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { laneCommand } from './laneKeys';
import {
  AXIS_HEIGHT,
  LABEL_WIDTH,
  LANE_HEIGHT,
  sizeOf,
  TICK_WIDTH,
  tickAt,
  xOfEdge,
  xOfTick,
  yOfLane,
} from './laneLayout';
import { StepLegend } from './StepLegend';
import { StepMark } from './StepMark';
import { StepMenu } from './StepMenu';
import { issuesByStep } from './stepIssues';
import { useDrag, type Drag } from './useDrag';

interface Menu {
  actor: string;
  at: number;
}

export function LaneEditor() {
  const model = useAppStore((s) => s.studio.model);
  const selected = useAppStore((s) => s.studio.selected);
  const issues = useAppStore((s) => s.studio.issues);
  const problems = useMemo(() => issuesByStep(issues), [issues]);
  const actions = useActions();
  const svg = useRef<SVGSVGElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<Menu | null>(null);
  // The keyboard's place: the tick it is on (kept from lane to lane), the lane that has the focus.
  const [tick, setTick] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  // A step added from the menu takes the focus once it is drawn.
  const [focusNew, setFocusNew] = useState(false);
  const last = lastTick(model);
  const { width, height } = sizeOf(model.actors.length, last);
  const at = Math.min(tick, last);

  useEffect(() => {
    if (!focusNew || selected === null) return;
    const mark = svg.current?.querySelector<SVGElement>(`[data-id="${selected}"] circle`);
    if (!mark) return;
    mark.focus();
    setFocusNew(false);
  }, [focusNew, selected, model]);

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

  const laneRect = (lane: number) =>
    svg.current?.querySelector<SVGElement>(`[data-testid="studio-lane"][data-lane="${lane}"]`);

  /** Keeps a tick the keyboard moved to in sight when the lanes scroll sideways. */
  const reveal = (to: number) => {
    const el = box.current;
    if (!el) return;
    const left = xOfEdge(to) - TICK_WIDTH;
    const right = xOfEdge(to + 1) + TICK_WIDTH;
    if (left < el.scrollLeft) el.scrollLeft = left;
    else if (right > el.scrollLeft + el.clientWidth) el.scrollLeft = right - el.clientWidth;
  };

  const onClick = (e: MouseEvent<SVGRectElement>, actor: string) => {
    const rect = svg.current?.getBoundingClientRect();
    if (!rect) return;
    const clicked = tickAt(e.clientX - rect.left, last);
    setTick(clicked);
    setMenu({ actor, at: clicked });
  };

  const onKeyDown = (e: KeyboardEvent<SVGRectElement>, lane: number, actor: string) => {
    const command = laneCommand(e.key, { lane, tick: at, lanes: model.actors.length, last });
    if (!command) return;
    // The lane's keys, not the player's (the window's shortcuts skip handled keys).
    e.preventDefault();
    if (command.kind === 'open') setMenu({ actor, at });
    else if (command.kind === 'lane') laneRect(command.lane)?.focus();
    else {
      setTick(command.tick);
      reveal(command.tick);
    }
  };

  /** Closes the menu without choosing: the focus goes back to its lane, at its tick. */
  const closeMenu = () => {
    if (!menu) return;
    setMenu(null);
    setTick(menu.at);
    laneRect(model.actors.indexOf(menu.actor))?.focus();
  };

  const menuLane = menu ? model.actors.indexOf(menu.actor) : -1;
  const cursor = menu
    ? { lane: menuLane, at: menu.at }
    : focused === null
      ? null
      : { lane: focused, at };

  return (
    <div className="studio-lanes-block">
      <div className="studio-lanes" ref={box} data-testid="studio-lanes">
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
                data-lane={lane}
                data-tick={focused === lane ? at : undefined}
                x={LABEL_WIDTH}
                y={yOfLane(lane)}
                width={width - LABEL_WIDTH}
                height={LANE_HEIGHT}
                tabIndex={0}
                role="button"
                aria-haspopup="menu"
                aria-expanded={menuLane === lane}
                aria-label={t('studio.lanes.lane', { actor, at })}
                onClick={(e) => onClick(e, actor)}
                onKeyDown={(e) => onKeyDown(e, lane, actor)}
                onFocus={() => setFocused(lane)}
                onBlur={() => setFocused(null)}
              />
              <text className="studio-lane-name" x={8} y={yOfLane(lane) + LANE_HEIGHT / 2 + 4}>
                {actor}
              </text>
            </g>
          ))}
          {cursor && cursor.lane >= 0 && (
            <rect
              className="studio-cursor"
              data-testid="lane-cursor"
              x={xOfEdge(cursor.at) + 1}
              y={yOfLane(cursor.lane) + 1}
              width={TICK_WIDTH - 2}
              height={LANE_HEIGHT - 2}
            />
          )}
          {model.steps.map((s, index) => {
            const lane = model.actors.indexOf(s.actor);
            if (lane < 0) return null;
            return (
              <StepMark
                key={s.id}
                step={s}
                pos={shown(s)}
                y={yOfLane(lane) + LANE_HEIGHT / 2}
                selected={s.id === selected}
                problem={problems.get(index)}
                onDragStart={start}
              />
            );
          })}
        </svg>
        {menu && (
          <StepMenu
            actor={menu.actor}
            at={menu.at}
            x={xOfTick(menu.at)}
            y={yOfLane(menuLane) + LANE_HEIGHT}
            choices={actionsFor(menu.actor, model)}
            onChoose={(action) => {
              setMenu(null);
              setFocusNew(true);
              void actions.studioAddStep(menu.actor, menu.at, action);
            }}
            onClose={closeMenu}
          />
        )}
        <p className="visually-hidden" role="status" data-testid="lane-place">
          {focused !== null && !menu
            ? t('studio.lanes.at', { actor: model.actors[focused] ?? '', at })
            : ''}
        </p>
      </div>
      <StepLegend />
    </div>
  );
}
