// The one notice that saving to this device failed: what that means (work stays in this tab) and
// a way to keep it anyway, by exporting it as a file.
import { useContext } from 'react';
import type { Route } from '../app/routes';
import { StoreContext, useActions, useAppStore } from '../state/useAppStore';
import { download, fileNameOf } from './studio/files';

const WHY = {
  full: 'Saving failed: this browser’s storage for FenceLab is full.',
  refused: 'Saving failed: this browser refused to store FenceLab’s data.',
} as const;

export function StorageNotice({ page }: { page: Route['page'] }) {
  const failure = useAppStore((s) => s.saving.failure);
  const store = useContext(StoreContext);
  const actions = useActions();
  if (!failure || !store) return null;

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
