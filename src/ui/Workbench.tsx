import { ComparePanel } from './compare/ComparePanel';
import { EditorPane } from './editor/EditorPane';
import { ExplorerPanel } from './explorer/ExplorerPanel';
import type { TraceSource } from '../state/traceSource';
import { PlayerView } from './player/PlayerView';
import { t } from '../i18n/i18n';

/** The playground shows its examples, share links and the counterexamples found from them. */
const playgroundShows = (s: TraceSource) =>
  s.kind === 'example' || s.kind === 'link' || s.kind === 'counterexample';

/**
 * The Playground: the player (timeline, playback, state panels) beside the SQL editor.
 * The player is reused alone inside lessons, drills and the studio.
 */
export function Workbench() {
  return (
    <div className="workbench">
      <section className="workbench-player" aria-label={t('app.workbench.player')}>
        <PlayerView accepts={playgroundShows} />
      </section>
      <section className="workbench-editor" aria-label={t('app.workbench.editor')}>
        <EditorPane />
        <ComparePanel />
        <ExplorerPanel />
      </section>
    </div>
  );
}
