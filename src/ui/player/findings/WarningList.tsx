import type { StepTrace, Warning } from '../../../engine/types';
import { t } from '../../../i18n/i18n';
import { FindingItems } from './FindingItems';
import { PlayerSub } from '../playerHeading';

interface Props {
  warnings: Warning[];
  steps: StepTrace[];
  onSeek(step: number): void;
}

/**
 * The contract's warnings (a lapsed lease): allowed by safety, refused by a careful check. Shown
 * apart from the violations and in a milder style, since they never make a run unsafe.
 */
export function WarningList({ warnings, steps, onSeek }: Props) {
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby="warnings-heading" className="warnings" data-testid="warnings">
      <PlayerSub id="warnings-heading">{t('player.warnings.heading')}</PlayerSub>
      <ul>
        <FindingItems findings={warnings} steps={steps} onSeek={onSeek} kind="warning" />
      </ul>
    </section>
  );
}
