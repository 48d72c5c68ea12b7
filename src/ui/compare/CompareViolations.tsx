// The violations of each run of a comparison, one list per version.
import type { CompareSide } from '../../state/compareSlice';

interface Props {
  a: CompareSide;
  b: CompareSide;
}

export function CompareViolations({ a, b }: Props) {
  return (
    <div className="compare-violations">
      {(['a', 'b'] as const).map((side) => {
        const { label, trace } = side === 'a' ? a : b;
        return (
          <section key={side} data-testid={`compare-violations-${side}`}>
            <h3>
              <span className={`side side-${side}`}>{side.toUpperCase()}</span> violations
              <span className="visually-hidden"> under {label}</span>
            </h3>
            {trace.violations.length === 0 ? (
              <p className="safe">None: safe.</p>
            ) : (
              <ul className="violations">
                {trace.violations.map((v) => (
                  <li key={`${v.step}-${v.rule}`} data-rule={v.rule} data-step={v.step}>
                    <strong>{v.rule}</strong>: {v.message}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
