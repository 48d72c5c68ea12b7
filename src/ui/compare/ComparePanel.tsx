// Compare: the open example's timeline run under two versions of its SQL, side by side.
import { selectSelected } from '../../state/selectors';
import { useAppStore } from '../../state/useAppStore';
import { CompareForm } from './CompareForm';
import { CompareResult } from './CompareResult';
import './compare.css';

export function ComparePanel() {
  const example = useAppStore(selectSelected);
  const compare = useAppStore((s) => s.compare);
  // A comparison belongs to the example it ran on; another example's would mislead.
  const current = compare.example === example;

  return (
    <section className="compare" aria-labelledby="compare-heading" data-testid="compare">
      <h2 id="compare-heading">Compare two versions</h2>
      <p className="compare-intro">
        Run this timeline twice, under two versions of the SQL, and see which outcomes, violations
        and final rows differ.
      </p>
      <CompareForm running={current && compare.status === 'running'} />
      {current && compare.status === 'error' && (
        <div className="editor-alert" role="alert" data-testid="compare-error">
          <p>Could not compare:</p>
          <pre>{compare.messages.join('\n')}</pre>
        </div>
      )}
      {current && compare.status === 'ready' && compare.a && compare.b && (
        <CompareResult a={compare.a} b={compare.b} />
      )}
    </section>
  );
}
