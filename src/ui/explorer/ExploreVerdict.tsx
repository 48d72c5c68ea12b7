// The explorer's answer: a bounded proof, the counterexample with "Open in player", or no verdict;
// with what its reductions stood for, and why workers with the same program were kept apart.
import type { Counterexample, ExploreResult } from '../../engine/explore/explore';
import { exploreVerdict, modelWords } from '../../i18n/explorerText';
import { t } from '../../i18n/i18n';
import { symmetryBlockWords, type BlockWords } from '../../i18n/reductionText';
import { useActions } from '../../state/useAppStore';
import { messageParts } from '../player/messageParts';

interface Props {
  result: ExploreResult;
  /** The scenario has been edited since it was explored. */
  stale: boolean;
  onOpen?: ((cx: Counterexample) => void) | undefined;
}

export function ExploreVerdict({ result, stale, onOpen }: Props) {
  const { openCounterexample } = useActions();
  const cx = result.counterexample;
  // The verdict, with the reductions in it; why workers were kept apart follows as a note.
  const summary = exploreVerdict(result);
  const block = symmetryBlockWords(result);

  return (
    <div className="explorer-verdict" data-testid="explore-verdict" data-verdict={result.verdict}>
      {stale && (
        <p className="explorer-note" data-testid="explore-stale">
          {t('explorer.stale')}
        </p>
      )}
      <p className="explorer-model" data-testid="explore-model">
        {modelWords(result.model)}
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
      {block && (
        <p className="explorer-note explorer-blocked" data-testid="explore-blocked">
          {blockParts(block)}
        </p>
      )}
    </div>
  );
}

/** The block's sentence, the token found in the SQL (or the name) drawn as code. */
function blockParts(block: BlockWords) {
  const reason = messageParts(
    block.reason,
    { token: <code>{block.token}</code> },
    { where: block.where },
  );
  return messageParts(block.key, { reason: <>{reason}</> }, { workers: block.workers });
}
