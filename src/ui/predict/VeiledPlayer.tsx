// The player behind the prediction veil: blurred and inert (no focus, no clicks, nothing read
// aloud; its keys are off too, see playerVeiled in state/keymap.ts) until the learner predicts or
// skips. A lesson and a shared exercise show it.
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
  return (
    <div className="lesson-player" data-veiled={veiled}>
      {veiled && (
        <div className="predict-veil" data-testid="predict-veil">
          <p>{t('lesson.veil')}</p>
          <button type="button" onClick={onSkip}>
            {t('lesson.skipPrediction')}
          </button>
        </div>
      )}
      <div className="lesson-player-view" inert={veiled} data-testid="lesson-player">
        <PlayerView accepts={accepts} />
      </div>
    </div>
  );
}
