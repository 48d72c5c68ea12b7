import { useId, useMemo, useState } from 'react';
import { timelineOf } from '../../engine/timeline';
import type { Trace } from '../../engine/types';
import { selectPlaying, selectStep } from '../../state/playerSelectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { StepCard } from './StepCard';
import { TimelineDefs } from './TimelineDefs';
import { TimelineEvent, type EventState } from './TimelineEvent';
import { TimelineGrid } from './TimelineGrid';
import { AXIS_H, laneOf, layoutTimeline } from './timelineLayout';
import { TimelineSpans } from './TimelineSpans';
import { useElementWidth } from './useElementWidth';
import { usePlayhead } from './usePlayhead';
import './timeline.css';

interface Props {
  trace: Trace;
  /** Step index → `"rejected → accepted"` for outcomes changed at the last re-run. */
  changes: Map<number, string>;
}

const CARD_W = 380;

/**
 * The timeline: lanes per worker, other actor and table, time to scale, who really holds the lease
 * against what each worker believes, every write as an arrow to its table, and the playhead.
 */
export function Timeline({ trace, changes }: Props) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [boxRef, width] = useElementWidth<HTMLDivElement>(720);
  const model = useMemo(() => timelineOf(trace), [trace]);
  const layout = useMemo(() => layoutTimeline(model, width), [model, width]);
  const step = useAppStore(selectStep);
  const playing = useAppStore(selectPlaying);
  const { seek } = useActions();
  const playheadRef = usePlayhead(trace, layout);
  const [shown, setShown] = useState<number | null>(null);
  const cardId = `${uid}-card`;
  const stateOf = (i: number): EventState =>
    i < step ? 'past' : i === step ? 'current' : 'future';

  const shownStep = shown === null ? null : trace.steps[shown];
  const shownLane = shownStep ? laneOf(layout, 'worker', shownStep.actor) : null;
  const cardLeft = Math.max(
    0,
    Math.min((layout.stepX[shown ?? 0] ?? 0) - 40, layout.width - CARD_W),
  );

  return (
    <div
      className="timeline"
      ref={boxRef}
      data-testid="timeline"
      data-step={step}
      data-playing={playing}
    >
      <svg
        className="timeline-svg"
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="group"
        aria-label={`Timeline of ${trace.title}: one lane per actor and per table`}
      >
        <TimelineDefs id={uid} />
        <TimelineGrid layout={layout} />
        {model.events
          .filter((e) => e.violations.length > 0)
          .map((e) => (
            <rect
              key={`band-${e.i}`}
              className="tl-violation-band"
              x={(layout.stepX[e.i] ?? 0) - 14}
              y={AXIS_H}
              width={28}
              height={layout.height - AXIS_H}
            />
          ))}
        <TimelineSpans model={model} layout={layout} defsId={uid} />
        <g
          ref={playheadRef}
          className={`tl-playhead${playing ? ' is-playing' : ''}${step === trace.steps.length - 1 ? ' is-at-end' : ''}`}
          aria-hidden="true"
        >
          <rect
            className="tl-fog"
            x={14}
            y={AXIS_H - 4}
            width={layout.width}
            height={layout.height}
          />
          <line className="tl-playhead-line" x1={0} x2={0} y1={AXIS_H - 6} y2={layout.height - 4} />
          <path className="tl-playhead-handle" d={`M-6 ${AXIS_H - 14}h12v6l-6 6l-6 -6z`} />
        </g>
        {model.events.map((e) => {
          const lane = laneOf(layout, 'worker', e.actor);
          if (!lane) return null;
          return (
            <TimelineEvent
              key={e.i}
              event={e}
              x={layout.stepX[e.i] ?? 0}
              lane={lane}
              tableLane={e.table ? laneOf(layout, 'table', e.table) : null}
              labelRow={layout.labelRow[e.i] ?? 0}
              lift={layout.labelLift[e.i] ?? 0}
              tokenChars={layout.tokenChars}
              state={stateOf(e.i)}
              changed={changes.get(e.i) ?? null}
              describedBy={shown === e.i ? cardId : undefined}
              onShow={setShown}
              onSeek={seek}
            />
          );
        })}
      </svg>
      {shownStep && shownLane && (
        <StepCard
          id={cardId}
          step={shownStep}
          changed={changes.get(shownStep.i) ?? null}
          left={cardLeft}
          top={shownLane.y + 22}
        />
      )}
    </div>
  );
}
