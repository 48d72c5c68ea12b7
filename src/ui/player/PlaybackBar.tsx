import { useId } from 'react';
import type { Trace } from '../../engine/types';
import { nextViolationIndex, nextWriteIndex, SPEEDS } from '../../state/playback';
import { selectPlaying, selectSpeed, selectStep } from '../../state/playerSelectors';
import { useActions, useAppStore } from '../../state/useAppStore';
import { PlaybackIcon } from './PlaybackIcon';

interface Props {
  trace: Trace;
}

/** Play / pause, step, jump, scrub and speed: every control runs a named action. */
export function PlaybackBar({ trace }: Props) {
  const id = useId();
  const step = useAppStore(selectStep);
  const playing = useAppStore(selectPlaying);
  const speed = useAppStore(selectSpeed);
  const a = useActions();
  const last = trace.steps.length - 1;
  const current = trace.steps[step];
  const where = current
    ? `Step ${step + 1} of ${last + 1} · t=${current.at} · ${current.actor} ${current.do}`
    : `Before the first step (${trace.steps.length} steps)`;
  const hasWrite = nextWriteIndex(trace, step) !== null;
  const hasViolation = nextViolationIndex(trace, step) !== null;
  const speeds = SPEEDS.some((s) => s === speed)
    ? [...SPEEDS]
    : [...SPEEDS, speed].sort((x, y) => x - y);

  return (
    <div className="playback" role="toolbar" aria-label="Playback" data-testid="playback">
      <div className="playback-buttons">
        <button
          type="button"
          onClick={a.seekStart}
          aria-label="Go to the start"
          title="Start (Home)"
        >
          <PlaybackIcon name="start" />
        </button>
        <button
          type="button"
          onClick={a.stepBack}
          aria-label="Step back"
          title="Step back (←)"
          disabled={step < 0}
        >
          <PlaybackIcon name="back" />
        </button>
        <button
          type="button"
          className="playback-play"
          onClick={a.togglePlay}
          aria-label={playing ? 'Pause' : 'Play'}
          title={playing ? 'Pause (Space)' : 'Play (Space)'}
          data-testid="play-button"
          data-playing={playing}
          disabled={last < 0}
        >
          <PlaybackIcon name={playing ? 'pause' : 'play'} />
          {playing ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          onClick={a.stepForward}
          aria-label="Step forward"
          title="Step forward (→)"
          disabled={step >= last}
        >
          <PlaybackIcon name="forward" />
        </button>
        <button
          type="button"
          onClick={a.seekEnd}
          aria-label="Go to the last step"
          title="End (End)"
        >
          <PlaybackIcon name="end" />
        </button>
        <button type="button" onClick={a.nextWrite} title="Next write (W)" disabled={!hasWrite}>
          Next write
        </button>
        <button
          type="button"
          onClick={a.nextViolation}
          title="Next violation (V)"
          disabled={!hasViolation}
        >
          Next violation
        </button>
      </div>
      <div className="playback-scrub">
        <label htmlFor={`${id}-scrub`} className="sr-only">
          Playhead
        </label>
        <input
          id={`${id}-scrub`}
          type="range"
          min={-1}
          max={Math.max(last, -1)}
          step={1}
          value={step}
          onChange={(e) => a.seek(Number(e.target.value))}
          aria-valuetext={where}
          data-testid="scrub"
        />
        <output className="playback-where" htmlFor={`${id}-scrub`} data-testid="playhead-position">
          {where}
        </output>
      </div>
      <div className="playback-speed">
        <label htmlFor={`${id}-speed`}>Speed</label>
        <select
          id={`${id}-speed`}
          value={speed}
          onChange={(e) => a.setSpeed(Number(e.target.value))}
          data-testid="speed"
        >
          {speeds.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={a.toggleHelp}
          aria-label="Keyboard shortcuts"
          title="Keyboard shortcuts (?)"
          data-testid="help-button"
        >
          ?
        </button>
      </div>
    </div>
  );
}
