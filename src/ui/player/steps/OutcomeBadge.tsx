import type { Outcome } from '../../../engine/types';
import { t } from '../../../i18n/i18n';

interface Props {
  outcome: Outcome | null;
}

/** The outcome as a word in the page's language, with a colour that only repeats what it says. */
export function OutcomeBadge({ outcome }: Props) {
  return (
    <span
      className={`outcome outcome-${outcome ?? 'none'}`}
      data-testid="step-outcome"
      data-outcome={outcome ?? 'none'}
    >
      {outcome === null ? '—' : t(`outcome.${outcome}`)}
    </span>
  );
}
