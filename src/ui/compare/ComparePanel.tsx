// Compare: the open example's timeline run under two versions of its SQL, side by side.
import { t } from '../../i18n/i18n';
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
      <h2 id="compare-heading">{t('compare.heading')}</h2>
      <p className="compare-intro">{t('compare.intro')}</p>
      <CompareForm running={current && compare.status === 'running'} />
      {current && compare.status === 'error' && (
        <div className="editor-alert" role="alert" data-testid="compare-error">
          <p>{t('compare.failed')}</p>
          <pre>{compare.messages.join('\n')}</pre>
        </div>
      )}
      {current && compare.status === 'ready' && compare.a && compare.b && (
        <CompareResult a={compare.a} b={compare.b} />
      )}
    </section>
  );
}
