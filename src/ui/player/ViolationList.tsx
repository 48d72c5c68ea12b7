import type { StepTrace, Violation } from '../../engine/types';

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
        No violations: by the engine's own record, this run is safe.
      </p>
    );
  }
  return (
    <ul className="violations" data-testid="violations">
      {violations.map((v) => {
        const step = steps[v.step];
        return (
          <li
            key={`${v.step}-${v.rule}`}
            data-testid="violation"
            data-rule={v.rule}
            data-step={v.step}
          >
            <strong>{v.rule}</strong>
            {step && (
              <span className="where">
                {' '}
                at t={step.at}, {step.actor} {step.do}
              </span>
            )}
            : {v.message}{' '}
            <button type="button" className="link-button" onClick={() => onSeek(v.step)}>
              Show step {v.step}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
