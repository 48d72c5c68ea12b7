// The explorer's answer: a bounded proof, the counterexample with "Open in player", or no verdict.
import { describeModel } from '../../engine/explore/model';
import type { ExploreResult } from '../../engine/explore/explore';
import { useActions } from '../../state/useAppStore';

export function ExploreVerdict({ result }: { result: ExploreResult }) {
  const { openCounterexample } = useActions();
  const cx = result.counterexample;
  const from = result.derived ? 'read off this timeline' : 'from its explore: block';

  return (
    <div className="explorer-verdict" data-testid="explore-verdict" data-verdict={result.verdict}>
      <p className="explorer-model">
        Model ({from}): <code>{describeModel(result.model)}</code>
      </p>
      {cx ? (
        <div className="explorer-unsafe" role="alert">
          <p data-testid="explore-summary">{result.summary}</p>
          <button
            type="button"
            onClick={() => void openCounterexample()}
            data-testid="explore-open"
          >
            Open the counterexample in the player
          </button>
          <details>
            <summary>The counterexample as a scenario file</summary>
            <pre data-testid="explore-yaml">{cx.yaml}</pre>
          </details>
        </div>
      ) : (
        <p
          className={result.verdict === 'safe' ? 'explorer-safe' : 'explorer-bound'}
          role="status"
          data-testid="explore-summary"
        >
          {result.summary}
        </p>
      )}
    </div>
  );
}
