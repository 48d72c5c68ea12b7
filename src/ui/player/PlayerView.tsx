import { selectError, selectSelected, selectStatus, selectTrace } from '../../state/selectors';
import { useAppStore } from '../../state/useAppStore';
import { HelpSheet } from './HelpSheet';
import { TraceView } from './TraceView';

/** The open example: loading, an error with its formatted messages, or the finished trace. */
export function PlayerView() {
  return (
    <>
      <PlayerBody />
      <HelpSheet />
    </>
  );
}

function PlayerBody() {
  const status = useAppStore(selectStatus);
  const selected = useAppStore(selectSelected);
  const trace = useAppStore(selectTrace);
  const error = useAppStore(selectError);

  if (status === 'error' && error) {
    return (
      <div className="player-error" role="alert" data-testid="player-error" data-kind={error.kind}>
        <h2>
          {error.kind === 'parse'
            ? 'This scenario is not valid'
            : error.kind === 'link'
              ? 'This share link cannot be opened'
              : 'Could not open the example'}
        </h2>
        <pre data-testid="error-messages">{error.messages.join('\n')}</pre>
      </div>
    );
  }
  if (status === 'ready' && trace) return <TraceView trace={trace} />;
  return (
    <p className="player-status" role="status" data-testid="player-status" data-status={status}>
      {status === 'loading'
        ? `Running ${selected ?? 'the scenario'} on SQLite…`
        : 'Choose an example.'}
    </p>
  );
}
