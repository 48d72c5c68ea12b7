import { useId } from 'react';
import type { Trace } from '../../../engine/types';
import { t } from '../../../i18n/i18n';
import { nextViolationIndex, nextWriteIndex, SPEEDS } from '../../../state/playback';
import { selectPlaying, selectSpeed, selectStep } from '../../../state/playerSelectors';
import { useActions, useAppStore } from '../../../state/useAppStore';
import { KeepFocusButton } from '../../KeepFocusButton';
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
    ? t('player.playback.where', {
        n: step + 1,
        total: last + 1,
        at: current.at,
        actor: current.actor,
        action: current.do,
      })
    : t('player.playback.beforeFirst', { n: trace.steps.length });
  const hasWrite = nextWriteIndex(trace, step) !== null;
  const hasViolation = nextViolationIndex(trace, step) !== null;
  const playPause = t(playing ? 'player.playback.pause' : 'player.playback.play');
  const speeds = SPEEDS.some((s) => s === speed)
    ? [...SPEEDS]
    : [...SPEEDS, speed].sort((x, y) => x - y);

  return (
    <div
      className="playback"
      role="toolbar"
      aria-label={t('player.playback.label')}
      data-testid="playback"
    >
      <div className="playback-buttons">
        <button
          type="button"
          onClick={a.seekStart}
          aria-label={t('player.playback.start')}
          title={t('player.playback.startTitle')}
        >
          <PlaybackIcon name="start" />
        </button>
        <KeepFocusButton
          off={step < 0}
          onClick={a.stepBack}
          aria-label={t('player.playback.back')}
          title={t('player.playback.backTitle')}
        >
          <PlaybackIcon name="back" />
        </KeepFocusButton>
        <KeepFocusButton
          off={last < 0}
          className="playback-play"
          onClick={a.togglePlay}
          aria-label={playPause}
          title={t(playing ? 'player.playback.pauseTitle' : 'player.playback.playTitle')}
          data-testid="play-button"
          data-playing={playing}
        >
          <PlaybackIcon name={playing ? 'pause' : 'play'} />
          {playPause}
        </KeepFocusButton>
        <KeepFocusButton
          off={step >= last}
          onClick={a.stepForward}
          aria-label={t('player.playback.forward')}
          title={t('player.playback.forwardTitle')}
        >
          <PlaybackIcon name="forward" />
        </KeepFocusButton>
        <button
          type="button"
          onClick={a.seekEnd}
          aria-label={t('player.playback.end')}
          title={t('player.playback.endTitle')}
        >
          <PlaybackIcon name="end" />
        </button>
        <KeepFocusButton
          off={!hasWrite}
          onClick={a.nextWrite}
          title={t('player.playback.nextWriteTitle')}
        >
          {t('player.playback.nextWrite')}
        </KeepFocusButton>
        <KeepFocusButton
          off={!hasViolation}
          onClick={a.nextViolation}
          title={t('player.playback.nextViolationTitle')}
        >
          {t('player.playback.nextViolation')}
        </KeepFocusButton>
      </div>
      <div className="playback-scrub">
        <label htmlFor={`${id}-scrub`} className="sr-only">
          {t('player.playback.playhead')}
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
        <label htmlFor={`${id}-speed`}>{t('player.playback.speed')}</label>
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
          aria-label={t('player.help.title')}
          title={t('player.playback.helpTitle')}
          data-testid="help-button"
        >
          ?
        </button>
      </div>
    </div>
  );
}
