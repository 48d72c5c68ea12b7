// The authoring studio: build a timeline on lanes (or in YAML), see it run at once in the player,
// record its outcomes as expects, and share it as a link, a file or a lesson skeleton.
import { useContext, useEffect, useRef, useState, type DragEvent } from 'react';
import type { Actions } from '../../state/actions';
import { keyBelongsToTarget } from '../../app/shortcuts';
import { StoreContext, useActions, useAppStore } from '../../state/useAppStore';
import { PlayerView } from '../player/PlayerView';
import { DraftList } from './DraftList';
import { LaneEditor } from './LaneEditor';
import { ScenarioForm } from './ScenarioForm';
import { SqlPane } from './SqlPane';
import { StepForm } from './StepForm';
import { StudioToolbar } from './StudioToolbar';
import { YamlPane } from './YamlPane';
import './studio.css';

export default function StudioPage() {
  const store = useContext(StoreContext);
  const actions = useActions();
  const notice = useAppStore((s) => s.studio.notice);
  const draftId = useAppStore((s) => s.studio.draftId);
  const [dropping, setDropping] = useState(false);

  // Opens once per visit; StrictMode's second mount (development only) just runs it again.
  const opened = useRef(false);
  useEffect(() => {
    if (!store) return;
    const { actions: a } = store.getState();
    if (!opened.current) void openStudio(a);
    else void a.studioOpen();
    opened.current = true;
    // A link followed while the studio is open (only the fragment changes: no reload).
    const onHash = () => void (hasLink() && openStudio(store.getState().actions));
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      // Leaving the studio hands the player back to the playground.
      store.getState().actions.studioClose();
    };
  }, [store]);

  // A link's scenario becomes a draft at its first edit, and only then leaves the address: until
  // then nothing is saved, and a reload opens the link again.
  useEffect(() => {
    if (draftId !== null && hasLink())
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  }, [draftId]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
      if (keyBelongsToTarget(e.target, e.key)) return;
      e.preventDefault();
      void (e.shiftKey ? actions.studioRedo() : actions.studioUndo());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);

  const onDrop = async (e: DragEvent) => {
    e.preventDefault();
    setDropping(false);
    const f = e.dataTransfer.files[0];
    if (f) await actions.studioImport(await f.text(), f.name);
  };

  return (
    <article
      className={`studio${dropping ? ' studio-dropping' : ''}`}
      data-testid="studio-page"
      onDragOver={(e) => {
        e.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(e) => void onDrop(e)}
    >
      <h2>Studio</h2>
      <StudioToolbar />
      {notice && (
        <div className="studio-notice" role="alert" data-testid="studio-notice">
          <p>{notice}</p>
          <button type="button" onClick={() => actions.studioSetNotice(null)}>
            Dismiss
          </button>
        </div>
      )}
      <div className="studio-grid">
        <section className="studio-build" aria-label="Build the timeline">
          <LaneEditor />
          <div className="studio-forms">
            <StepForm />
            <ScenarioForm />
          </div>
          <SqlPane />
        </section>
        <section className="studio-text" aria-label="Scenario text and drafts">
          <YamlPane />
          <DraftList />
        </section>
        <section className="studio-player" aria-label="Timeline and state">
          <PlayerView />
        </section>
      </div>
    </article>
  );
}

const hasLink = () => window.location.hash.startsWith('#s=');

/** Opens the scenario of a share link (`/studio#s=…`), else the draft being edited. */
async function openStudio(actions: Actions): Promise<void> {
  if (!hasLink() || !(await actions.studioOpenLink(window.location.hash)))
    await actions.studioOpen();
}
