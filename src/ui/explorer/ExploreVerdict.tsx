// The explorer's answer: a bounded proof, the counterexample with "Open in player", or no verdict.
import { describeModel } from '../../engine/explore/model';
import type { Counterexample, ExploreResult } from '../../engine/explore/explore';
import { t } from '../../i18n/i18n';
import { useActions } from '../../state/useAppStore';
import { verdictSummary } from './verdictSummary';

interface Props {
  result: ExploreResult;
  /** The scenario has been edited since it was explored. */
  stale: boolean;
  onOpen?: ((cx: Counterexample) => void) | undefined;
}

export function ExploreVerdict({ result, stale, onOpen }: Props) {
  const { openCounterexample } = useActions();
  const cx = result.counterexample;
  const summary = verdictSummary(result);

  return (
    <div className="explorer-verdict" data-testid="explore-verdict" data-verdict={result.verdict}>
      {stale && (
        <p className="explorer-note" data-testid="explore-stale">
          {t('explorer.stale')}
        </p>
      )}
      <p className="explorer-model">
        {t(result.derived ? 'explorer.model.derived' : 'explorer.model.block')}{' '}
        <code>{describeModel(result.model)}</code>
      </p>
      {cx ? (
        <div className="explorer-unsafe" role="alert">
          <p data-testid="explore-summary">{summary}</p>
          <button
            type="button"
            onClick={() => (onOpen ? onOpen(cx) : void openCounterexample())}
            data-testid="explore-open"
          >
            {t('explorer.open')}
          </button>
          <details>
            <summary>{t('explorer.asFile')}</summary>
            <pre data-testid="explore-yaml">{cx.yaml}</pre>
          </details>
        </div>
      ) : (
        <p
          className={result.verdict === 'safe' ? 'explorer-safe' : 'explorer-bound'}
          role="status"
          data-testid="explore-summary"
        >
          {summary}
        </p>
      )}
    </div>
  );
}
