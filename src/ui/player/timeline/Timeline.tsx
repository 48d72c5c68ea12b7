import { useId, useMemo, useRef, useState } from 'react';
import { timelineOf } from '../../../engine/timeline';
import type { Trace } from '../../../engine/types';
import { t } from '../../../i18n/i18n';
import { selectPlaying, selectStep } from '../../../state/playerSelectors';
import { useActions, useAppStore } from '../../../state/useAppStore';
import { StepCard } from '../steps/StepCard';
import { TimelineDefs } from './TimelineDefs';
import { TimelineEvent, type EventState } from './TimelineEvent';
import { TimelineGrid } from './TimelineGrid';
import { TimelineGutter } from './TimelineGutter';
import { AXIS_H, laneOf, layoutTimeline } from './timelineLayout';
import { TimelineSpans } from './TimelineSpans';
import { TimelineWaits } from './TimelineWaits';
import { timelineWords } from './timelineWords';
import { useElementWidth } from './useElementWidth';
import { useFollowPlayhead } from './useFollowPlayhead';
import { usePlayhead } from './usePlayhead';
import './timeline.css';

interface Props {
  trace: Trace;
  /** Step index → `"rejected → accepted"` for outcomes changed at the last re-run. */
  changes: Map<number, string>;
}

const CARD_W = 380;

/**
 * The timeline: lanes per worker, other actor and table, time on a stretched axis (each tick as
 * wide as its steps' labels need), who really holds the lease against what each worker believes,
 * every write as an arrow to its table, and the playhead. Wider than its box, it scrolls sideways
 * under the lane names.
 */
export function Timeline({ trace, changes }: Props) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [boxRef, width] = useElementWidth<HTMLDivElement>(720);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollLeft, setScrollLeft] = useState(0);
  const model = useMemo(() => timelineOf(trace), [trace]);
  const changed = useMemo(() => new Set(changes.keys()), [changes]);
  // The language is chosen before the page shows (a change reloads it): the words never change.
  const words = useMemo(() => timelineWords(), []);
  const layout = useMemo(
    () => layoutTimeline(model, width, changed, words),
    [model, width, changed, words],
  );
  const step = useAppStore(selectStep);
  const playing = useAppStore(selectPlaying);
  const { seek } = useActions();
  const playheadRef = usePlayhead(trace, layout);
  useFollowPlayhead(scrollRef, layout, step, playing, { width, scrollLeft });
  const [shown, setShown] = useState<number | null>(null);
  const cardId = `${uid}-card`;
  const stateOf = (i: number): EventState =>
    i < step ? 'past' : i === step ? 'current' : 'future';

  const shownStep = shown === null ? null : trace.steps[shown];
  const shownLane = shownStep ? laneOf(layout, 'worker', shownStep.actor) : null;
  const cardLeft = Math.max(
    0,
    Math.min((layout.stepX[shown ?? 0] ?? 0) - scrollLeft - 40, width - CARD_W),
  );

  return (
    <div
      className="timeline"
      ref={boxRef}
      data-testid="timeline"
      data-step={step}
      data-playing={playing}
      data-scrolled={scrollLeft > 0}
    >
      <div
        className="tl-scroll"
        ref={scrollRef}
        onScroll={(e) => setScrollLeft(e.currentTarget.scrollLeft)}
      >
        <svg
          className="timeline-svg"
          data-testid="timeline-svg"
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="group"
          aria-label={t('player.timeline.label', { title: trace.title })}
        >
          <TimelineDefs id={uid} />
          <TimelineGrid layout={layout} />
          {layout.steps
            .filter((s) => s.spec.tags.some((tag) => tag.kind === 'violation'))
            .map((s) => (
              <rect
                key={`band-${s.spec.i}`}
                className="tl-violation-band"
                x={s.x - s.spec.left}
                y={AXIS_H}
                width={s.spec.left * 2}
                height={layout.height - AXIS_H}
              />
            ))}
          <TimelineSpans layout={layout} defsId={uid} />
          <TimelineWaits trace={trace} layout={layout} defsId={uid} />
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
            <line
              className="tl-playhead-line"
              x1={0}
              x2={0}
              y1={AXIS_H - 6}
              y2={layout.height - 4}
            />
            <path className="tl-playhead-handle" d={`M-6 ${AXIS_H - 10}h12v4l-6 6l-6 -6z`} />
          </g>
          {model.events.map((e) => {
            const s = layout.steps[e.i];
            return (
              s && (
                <TimelineEvent
                  key={e.i}
                  event={e}
                  step={s}
                  state={stateOf(e.i)}
                  changed={changes.get(e.i) ?? null}
                  describedBy={shown === e.i ? cardId : undefined}
                  onShow={setShown}
                  onSeek={seek}
                />
              )
            );
          })}
        </svg>
      </div>
      <TimelineGutter layout={layout} />
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
