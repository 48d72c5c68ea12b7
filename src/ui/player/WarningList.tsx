import type { StepTrace, Warning } from '../../engine/types';

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
      <h3 id="warnings-heading">Warnings (not violations)</h3>
      <ul>
        {warnings.map((w) => {
          const step = steps[w.step];
          return (
            <li
              key={`${w.step}-${w.rule}`}
              data-testid="warning"
              data-rule={w.rule}
              data-step={w.step}
            >
              <strong>{w.rule}</strong>
              {step && (
                <span className="where">
                  {' '}
                  at t={step.at}, {step.actor} {step.do}
                </span>
              )}
              : {w.message}{' '}
              <button type="button" className="link-button" onClick={() => onSeek(w.step)}>
                Show step {w.step}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
