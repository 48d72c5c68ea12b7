// The explorer's answer: a bounded proof, the counterexample with "Open in player", or no verdict.
import { describeModel } from '../../engine/explore/model';
import type { Counterexample, ExploreResult } from '../../engine/explore/explore';
import { useActions } from '../../state/useAppStore';

interface Props {
  result: ExploreResult;
  /** The scenario has been edited since it was explored. */
  stale: boolean;
  onOpen?: ((cx: Counterexample) => void) | undefined;
}

export function ExploreVerdict({ result, stale, onOpen }: Props) {
  const { openCounterexample } = useActions();
  const cx = result.counterexample;
  const from = result.derived ? 'read off this timeline' : 'from its explore: block';

  return (
    <div className="explorer-verdict" data-testid="explore-verdict" data-verdict={result.verdict}>
      {stale && (
        <p className="explorer-note" data-testid="explore-stale">
          This answer is for the text as it was before your last edits: try again to check them.
        </p>
      )}
      <p className="explorer-model">
        Model ({from}): <code>{describeModel(result.model)}</code>
      </p>
      {cx ? (
        <div className="explorer-unsafe" role="alert">
          <p data-testid="explore-summary">{result.summary}</p>
          <button
            type="button"
            onClick={() => (onOpen ? onOpen(cx) : void openCounterexample())}
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
