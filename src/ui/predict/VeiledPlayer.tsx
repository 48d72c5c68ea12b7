// The player behind the prediction veil: blurred and inert (no focus, no clicks, nothing read
// aloud; its keys are off too, see playerVeiled in state/keymap.ts) until the learner predicts or
// skips. A lesson and a shared exercise show it. Until the player is wanted (playerCode.ts) the
// veil covers an outline of it, and its code is not fetched.
import { Suspense, useEffect, useRef } from 'react';
import { t } from '../../i18n/i18n';
import type { TraceSource } from '../../state/traceSource';
import { lazyNamed } from '../lazyNamed';
import { askForPlayer, loadPlayerView, usePlayerWanted } from './playerCode';
import './VeiledPlayer.css';
import { PlayerHeadings } from '../player/playerHeading';

const PlayerView = lazyNamed(loadPlayerView, 'PlayerView');

interface Props {
  veiled: boolean;
  /** Skip the prediction: the outcomes show. */
  onSkip(): void;
  /** The sources the page's player shows (see PlayerView). */
  accepts: (source: TraceSource) => boolean;
}

export function VeiledPlayer({ veiled, onSkip, accepts }: Props) {
  const wanted = usePlayerWanted();
  // Skip goes away with the veil: the focus moves to the player it uncovers (not the <body>), in
  // place.
  const view = useRef<HTMLDivElement>(null);
  const skipped = useRef(false);
  const skip = () => {
    skipped.current = true;
    onSkip();
  };
  useEffect(() => {
    if (!veiled) askForPlayer();
    if (veiled || !skipped.current) return;
    skipped.current = false;
    view.current?.focus({ preventScroll: true });
  }, [veiled]);
  const shown = wanted || !veiled;
  return (
    <div
      className="lesson-player"
      data-veiled={veiled}
      onPointerEnter={askForPlayer}
      onFocus={askForPlayer}
    >
      {veiled && (
        <div className="predict-veil" data-testid="predict-veil">
          <p>{t('lesson.veil')}</p>
          <button type="button" onClick={skip}>
            {t('lesson.skipPrediction')}
          </button>
        </div>
      )}
      <div
        className="lesson-player-view"
        inert={veiled}
        data-testid="lesson-player"
        tabIndex={-1}
        ref={view}
        role="region"
        aria-label={t('lesson.player.label')}
      >
        {shown ? (
          <Suspense fallback={<Outline />}>
            <PlayerHeadings level={3}>
              <PlayerView accepts={accepts} />
            </PlayerHeadings>
          </Suspense>
        ) : (
          <Outline />
        )}
      </div>
    </div>
  );
}

/** The player's shape, bars and lanes without words, where its code has not loaded yet. */
function Outline() {
  return (
    <div className="player-outline" data-testid="player-outline">
      <div className="player-outline-bar" aria-hidden="true" />
      <div className="player-outline-lanes" aria-hidden="true" />
      <p className="player-outline-print">{t('lesson.player.notPrinted')}</p>
    </div>
  );
}
