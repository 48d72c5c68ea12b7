import { t } from '../../i18n/i18n';
import { selectError, selectStatus, selectTrace } from '../../state/selectors';
import type { TraceSource } from '../../state/traceSource';
import { useAppStore } from '../../state/useAppStore';
import { HelpSheet } from './controls/HelpSheet';
import { PlayerTitle } from './playerHeading';
import { TraceView } from './TraceView';

interface Props {
  /**
   * The sources this page shows. A trace of another page's (still in the player as the page
   * opens) is never shown here: the page is opening its own meanwhile.
   */
  accepts: (source: TraceSource) => boolean;
}

/**
 * The player of a page: loading, an error with its formatted messages, or the finished trace.
 * Each carries `data-player`: the player's keys work on a page that shows one (shortcuts.ts).
 */
export function PlayerView({ accepts }: Props) {
  return (
    <>
      <PlayerBody accepts={accepts} />
      <HelpSheet />
    </>
  );
}

function PlayerBody({ accepts }: Props) {
  const mine = useAppStore((s) => s.player.source !== null && accepts(s.player.source));
  const status = useAppStore((s) => (mine ? selectStatus(s) : 'loading'));
  const selected = useAppStore((s) =>
    s.player.source?.kind === 'example' ? s.player.source.name : null,
  );
  const trace = useAppStore(selectTrace);
  const error = useAppStore(selectError);

  if (status === 'error' && error) {
    return (
      <div
        className="player-error"
        role="alert"
        data-testid="player-error"
        data-kind={error.kind}
        data-player=""
      >
        <PlayerTitle>
          {t(
            error.kind === 'parse'
              ? 'player.error.parse'
              : error.kind === 'link'
                ? 'player.error.link'
                : 'player.error.example',
          )}
        </PlayerTitle>
        <pre data-testid="error-messages">{error.messages.join('\n')}</pre>
      </div>
    );
  }
  if (status === 'ready' && trace) return <TraceView trace={trace} />;
  return (
    <p
      className="player-status"
      role="status"
      data-testid="player-status"
      data-status={status}
      data-player=""
    >
      {status !== 'loading'
        ? t('player.status.choose')
        : selected === null
          ? t('player.status.runningScenario')
          : t('player.status.running', { name: selected })}
    </p>
  );
}
