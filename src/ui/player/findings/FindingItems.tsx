import type { StepTrace, Violation, Warning } from '../../../engine/types';
import { colon, sentenceGap, t } from '../../../i18n/i18n';
import { FindingText } from './FindingText';

interface Props {
  findings: (Violation | Warning)[];
  steps: StepTrace[];
  onSeek(step: number): void;
  /** `violation` or `warning`: the test id and the style of each item. */
  kind: 'violation' | 'warning';
}

/** The oracle's findings, one item each: the rule, where it happened, its sentence, a way there. */
export function FindingItems({ findings, steps, onSeek, kind }: Props) {
  return (
    <>
      {findings.map((f) => {
        const step = steps[f.step];
        return (
          <li key={`${f.step}-${f.rule}`} data-testid={kind} data-rule={f.rule} data-step={f.step}>
            <strong>{f.rule}</strong>
            {step && (
              <span className="where">
                {' '}
                {t('player.finding.where', { at: step.at, actor: step.actor, action: step.do })}
              </span>
            )}
            {colon()}
            <FindingText finding={f} />
            {sentenceGap()}
            <button type="button" className="link-button" onClick={() => onSeek(f.step)}>
              {t('player.finding.show', { n: f.step + 1 })}
            </button>
          </li>
        );
      })}
    </>
  );
}
