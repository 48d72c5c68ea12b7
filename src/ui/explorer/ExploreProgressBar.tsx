// A running search: its bar (the share done), its figures — states so far, states per second and
// the time left, or "estimating…" while the search has no shape yet — and Cancel.
import type { Ref } from 'react';
import { progressWords } from '../../i18n/explorerText';
import { t } from '../../i18n/i18n';
import type { ExploreEstimate } from '../../state/exploreEstimate';

interface Props {
  /** Null before the search's first report. */
  estimate: ExploreEstimate | null;
  onCancel: () => void;
  /** The Cancel button, so the panel can move the keyboard's focus to it and back. */
  cancelRef?: Ref<HTMLButtonElement>;
  /** Told when Cancel takes the focus, and when the focus moves on from it to something else. */
  onCancelFocus?: (focused: boolean) => void;
}

const NO_REPORT = { states: 0, done: 0, statesPerSecond: null, secondsLeft: null };

export function ExploreProgressBar({ estimate, onCancel, cancelRef, onCancelFocus }: Props) {
  const e = estimate ?? NO_REPORT;
  const words = progressWords(e);
  const figures = [words.states, words.rate, words.left].filter((w): w is string => w !== null);
  return (
    <div
      className="explorer-running"
      data-testid="explore-running"
      data-estimating={e.secondsLeft === null ? 'true' : 'false'}
    >
      {/* No value while nothing is done yet: the bar shows it is busy, not that it is at 0. */}
      <progress
        max={1}
        {...(e.done > 0 && { value: e.done })}
        aria-label={t('explorer.progress')}
        aria-valuetext={figures.join(' · ')}
        data-testid="explore-progress"
      />
      <span className="explorer-figures" data-testid="explore-figures">
        <span data-testid="explore-states">{words.states}</span>
        {words.rate !== null && (
          <>
            <span aria-hidden="true"> · </span>
            <span data-testid="explore-rate">{words.rate}</span>
          </>
        )}
        <span aria-hidden="true"> · </span>
        <span data-testid="explore-left">{words.left}</span>
      </span>
      <button
        type="button"
        ref={cancelRef}
        onClick={onCancel}
        onFocus={() => onCancelFocus?.(true)}
        // Focus that goes nowhere (Cancel removed as the search ends) still counts as Cancel's.
        onBlur={(e) => {
          if (e.relatedTarget !== null) onCancelFocus?.(false);
        }}
        data-testid="explore-cancel"
      >
        {t('explorer.cancel')}
      </button>
    </div>
  );
}
