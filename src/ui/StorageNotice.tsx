// The one notice that saving to this device failed: what that means (work stays in this tab) and
// a way to keep it anyway, by exporting it as a file.
import { useContext } from 'react';
import type { Route } from './navigation/routes';
import { StoreContext, useActions, useAppStore } from '../state/useAppStore';
import { download, fileNameOf } from './studio/files';

const WHY = {
  full: 'Saving failed: this browser’s storage for FenceLab is full.',
  refused: 'Saving failed: this browser refused to store FenceLab’s data.',
} as const;

export function StorageNotice({ page }: { page: Route['page'] }) {
  const failure = useAppStore((s) => s.saving.failure);
  const reset = useAppStore((s) => s.saving.reset);
  const store = useContext(StoreContext);
  const actions = useActions();
  if (!store) return null;
  if (!failure) return reset.length > 0 ? <ResetNotice reset={reset} /> : null;

  const exportScenario = () => {
    const { model, text } = store.getState().studio;
    download(fileNameOf(model.title, '.scenario.yaml'), text);
  };
  const exportProgress = () =>
    download('fencelab-progress.json', actions.exportProgress(), 'application/json');

  return (
    <div className="app-storage-notice" role="alert" data-testid="storage-notice">
      <p>
        {WHY[failure]} Your work stays in this tab, and is lost when you close or reload it. Export
        it to keep it.
      </p>
      {page === 'studio' ? (
        <button type="button" onClick={exportScenario} data-testid="storage-export">
          Export this scenario (.scenario.yaml)
        </button>
      ) : (
        <button type="button" onClick={exportProgress} data-testid="storage-export">
          Export progress
        </button>
      )}
    </div>
  );
}

/** Saved data that did not pass its check on load: what was reset, and that it is kept aside. */
function ResetNotice({ reset }: { reset: string[] }) {
  const { dismissReset } = useActions();
  return (
    <div className="app-storage-notice" role="alert" data-testid="reset-notice">
      <p>
        Some data saved in this browser did not look right, so it was reset: {reset.join(', ')}.
        Everything else loaded as saved. Nothing is lost: the old data is kept aside in this
        browser’s storage, under a key that starts with <code>fencelab-corrupt-</code>.
      </p>
      <button type="button" onClick={dismissReset}>
        OK
      </button>
    </div>
  );
}
