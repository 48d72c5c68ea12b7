import type { StepTrace, Violation } from '../../../engine/types';
import { t } from '../../../i18n/i18n';
import { FindingItems } from './FindingItems';

interface Props {
  violations: Violation[];
  steps: StepTrace[];
  onSeek(step: number): void;
}

/** The oracle's verdict: every broken rule with its message, or a plain "safe". */
export function ViolationList({ violations, steps, onSeek }: Props) {
  if (violations.length === 0) {
    return (
      <p className="safe" data-testid="no-violations">
        {t('player.violations.none')}
      </p>
    );
  }
  return (
    <ul className="violations" data-testid="violations">
      <FindingItems findings={violations} steps={steps} onSeek={onSeek} kind="violation" />
    </ul>
  );
}
