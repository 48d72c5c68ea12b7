// The player behind the prediction veil: blurred and inert (no focus, no clicks, nothing read
// aloud; its keys are off too, see playerVeiled in state/keymap.ts) until the learner predicts or
// skips. A lesson and a shared exercise show it.
import { useEffect, useRef } from 'react';
import { t } from '../../i18n/i18n';
import type { TraceSource } from '../../state/traceSource';
import { PlayerView } from '../player/PlayerView';

interface Props {
  veiled: boolean;
  /** Skip the prediction: the outcomes show. */
  onSkip(): void;
  /** The sources the page's player shows (see PlayerView). */
  accepts: (source: TraceSource) => boolean;
}

export function VeiledPlayer({ veiled, onSkip, accepts }: Props) {
  // Skip goes away with the veil: the focus moves to the player it uncovers (not the <body>), in
  // place.
  const view = useRef<HTMLDivElement>(null);
  const skipped = useRef(false);
  const skip = () => {
    skipped.current = true;
    onSkip();
  };
  useEffect(() => {
    if (veiled || !skipped.current) return;
    skipped.current = false;
    view.current?.focus({ preventScroll: true });
  }, [veiled]);
  return (
    <div className="lesson-player" data-veiled={veiled}>
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
        <PlayerView accepts={accepts} />
      </div>
    </div>
  );
}
