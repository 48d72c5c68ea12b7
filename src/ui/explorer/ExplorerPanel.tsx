// "Try every schedule": the explorer on the scenario in the editor (or a given target, such as a
// lesson's exercise with the learner's SQL), with a progress bar, Cancel and the verdict. The bar
// and the verdict load when a search first starts (lazyExplore.ts).
import { Suspense, useCallback, useEffect, useId, useRef } from 'react';
import type { Counterexample } from '../../engine/explore/explore';
import { t } from '../../i18n/i18n';
import { selectSelected } from '../../state/selectors';
import type { ExploreTarget } from '../../state/explorerSlice';
import { useActions, useAppStore } from '../../state/useAppStore';
import { messageParts } from '../player/messageParts';
import { ExploreProgressBar, ExploreVerdict, loadExploreParts } from './lazyExplore';
import './explorer.css';

interface Props {
  /** What to explore; by default the editor's scenario, under the open example's name. */
  target?: () => ExploreTarget;
  /** The subject `target` explores, so a result for another one is not shown as this one's. */
  subject?: string;
  intro?: string;
  /** What "Open in player" does; by default the counterexample replaces the editor's text. */
  onOpen?: (cx: Counterexample) => void;
  /** The heading's level, to fit the page around the panel. */
  level?: 2 | 3 | 4;
  /**
   * The page's check report shows the verdict of a search Check my SQL made: the panel then
   * says so instead of saying it again.
   */
  checkShowsVerdict?: boolean;
}

export function ExplorerPanel({
  target,
  subject,
  intro,
  onOpen,
  level = 2,
  checkShowsVerdict = false,
}: Props) {
  const Heading = `h${level}` as const;
  const headingId = useId();
  const selected = useAppStore(selectSelected);
  const explorer = useAppStore((s) => s.explorer);
  const editorText = useAppStore((s) => s.editor.text);
  const { exploreSchedules, cancelExplore } = useActions();
  const mine = explorer.subject === (subject ?? selected ?? 'draft');
  const running = mine && explorer.status === 'running';
  const { tryRef, cancelRef, started, cancelFocused } = useRunningFocus(running);
  const invalid = explorer.status === 'error' ? explorer.result : null;
  const schemaError = invalid?.invalidBy === 'schema' ? invalid.schemaSqlError : null;

  return (
    <section
      className="explorer"
      aria-labelledby={headingId}
      data-testid="explorer"
      data-status={mine ? explorer.status : 'idle'}
    >
      <Heading id={headingId}>{t('explorer.heading')}</Heading>
      <p className="explorer-intro">{intro ?? t('explorer.intro')}</p>
      <div className="explorer-controls">
        <button
          type="button"
          ref={tryRef}
          onClick={(e) => {
            started(e.currentTarget);
            void loadExploreParts();
            void exploreSchedules(target?.());
          }}
          onPointerEnter={() => void loadExploreParts()}
          onFocus={() => void loadExploreParts()}
          disabled={running}
          data-testid="explore-button"
        >
          {t('explorer.try')}
        </button>
        {running && (
          <Suspense fallback={null}>
            <ExploreProgressBar
              estimate={explorer.estimate}
              onCancel={cancelExplore}
              cancelRef={cancelRef}
              onCancelFocus={cancelFocused}
            />
          </Suspense>
        )}
      </div>
      {mine && explorer.status === 'cancelled' && (
        <p role="status" className="explorer-note" data-testid="explore-cancelled">
          {t('explorer.cancelled')}
        </p>
      )}
      {mine && explorer.status === 'error' && (
        <div className="editor-alert" role="alert" data-testid="explore-error">
          {schemaError === null ? (
            <pre>{explorer.messages.join('\n')}</pre>
          ) : (
            // SQLite's own words for the schema, as code inside the sentence.
            <p>{messageParts('explorer.schemaFailed', { error: <code>{schemaError}</code> })}</p>
          )}
        </div>
      )}
      {mine && explorer.status === 'done' && explorer.by === 'check' && checkShowsVerdict && (
        <p className="explorer-note" data-testid="explore-in-report">
          {t('explorer.inReport')}
        </p>
      )}
      {mine &&
        explorer.status === 'done' &&
        explorer.result &&
        !(explorer.by === 'check' && checkShowsVerdict) && (
          <Suspense fallback={null}>
            <ExploreVerdict
              result={explorer.result}
              stale={explorer.text !== null && explorer.text !== editorText}
              onOpen={onOpen}
            />
          </Suspense>
        )}
    </section>
  );
}

/**
 * Keeps the keyboard's place while a search runs: "Try every schedule" is disabled as it starts,
 * so focus moves on to Cancel if it was on the button, and back to the button when Cancel goes
 * (done, cancelled or failed) if it was on Cancel. Otherwise the focus would fall to the page's
 * body, and a keyboard user would have to find their way back from the top.
 */
function useRunningFocus(running: boolean) {
  const tryRef = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement | null>(null);
  const toCancel = useRef(false);
  const onCancel = useRef(false);
  // Cancel may come after the search has started (its code loads then): the focus moves to it
  // when it appears.
  const cancelRef = useCallback((button: HTMLButtonElement | null) => {
    cancelButton.current = button;
    if (button && toCancel.current) {
      toCancel.current = false;
      button.focus();
    }
  }, []);
  useEffect(() => {
    if (running && toCancel.current && cancelButton.current) {
      toCancel.current = false;
      cancelButton.current.focus();
    }
    if (running) return;
    toCancel.current = false;
    // Only if the focus was lost with Cancel, not if the learner has moved on since.
    const active = tryRef.current?.ownerDocument.activeElement;
    const lost = !active || active === tryRef.current?.ownerDocument.body;
    if (onCancel.current && lost) tryRef.current?.focus();
    onCancel.current = false;
  }, [running]);
  return {
    tryRef,
    cancelRef,
    started: (button: HTMLButtonElement) => {
      toCancel.current = button.ownerDocument.activeElement === button;
    },
    cancelFocused: (focused: boolean) => {
      onCancel.current = focused;
    },
  };
}
