import type { Outcome } from '../../../engine/types';

interface Props {
  outcome: Outcome | null;
}

/** The outcome as text, with a colour that only repeats what the text says. */
export function OutcomeBadge({ outcome }: Props) {
  return (
    <span
      className={`outcome outcome-${outcome ?? 'none'}`}
      data-testid="step-outcome"
      data-outcome={outcome ?? 'none'}
    >
      {outcome ?? '—'}
    </span>
  );
}
