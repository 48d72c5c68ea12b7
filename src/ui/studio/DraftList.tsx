// The drafts saved on this device, newest first: open one, or delete it.
import { useActions, useAppStore } from '../../state/useAppStore';

export function DraftList() {
  const drafts = useAppStore((s) => s.studio.drafts);
  const current = useAppStore((s) => s.studio.draftId);
  const actions = useActions();
  // While saving fails, the drafts are in this tab only (StorageNotice says so): promise nothing.
  const saving = useAppStore((s) => s.saving.failure === null);
  const list = Object.values(drafts).sort((a, b) => b.savedAt - a.savedAt);
  return (
    <section className="studio-drafts" aria-label="Drafts on this device">
      <h3>Drafts on this device</h3>
      {!saving && (
        <p className="studio-hint" data-testid="drafts-unsaved">
          Saving is off: these drafts are in this tab only.
        </p>
      )}
      {list.length === 0 ? (
        saving && <p className="studio-hint">Every edit is saved here as you go.</p>
      ) : (
        <ul data-testid="studio-drafts">
          {list.map((d) => (
            <li key={d.id} data-testid="studio-draft" aria-current={d.id === current || undefined}>
              <button type="button" onClick={() => void actions.studioOpenDraft(d.id)}>
                {d.title || '(untitled)'}
              </button>{' '}
              <small>{d.savedAt ? new Date(d.savedAt).toLocaleString() : ''}</small>{' '}
              <button
                type="button"
                aria-label={`Delete draft ${d.title}`}
                onClick={() => actions.studioDeleteDraft(d.id)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
