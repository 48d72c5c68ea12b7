// The one notice that saving to this device failed: what that means (work stays in this tab) and
// a way to keep it anyway, by exporting it as a file.
import { useContext } from 'react';
import { t } from '../i18n/i18n';
import type { Route } from './navigation/routes';
import { StoreContext, useActions, useAppStore } from '../state/useAppStore';
import { download, fileNameOf } from './studio/files';

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
  const exportProgress = async () =>
    download('fencelab-progress.json', await actions.exportProgress(), 'application/json');

  return (
    <div className="app-storage-notice" role="alert" data-testid="storage-notice">
      <p>{t(failure === 'full' ? 'storage.failed.full' : 'storage.failed.refused')}</p>
      {page === 'studio' ? (
        <button type="button" onClick={exportScenario} data-testid="storage-export">
          {t('storage.exportScenario')}
        </button>
      ) : (
        <button type="button" onClick={() => void exportProgress()} data-testid="storage-export">
          {t('storage.exportProgress')}
        </button>
      )}
    </div>
  );
}

/** Stands for the key's prefix in the reset message, where <code> goes. */
const KEY_MARK = '\u0000';

/** Saved data that did not pass its check on load: what was reset, and that it is kept aside. */
function ResetNotice({ reset }: { reset: string[] }) {
  const { dismissReset } = useActions();
  // The key's prefix is code, set in the sentence where the language puts it.
  const [before, after] = t('storage.reset', {
    parts: reset.join(t('app.listSeparator')),
    key: KEY_MARK,
  }).split(KEY_MARK);
  return (
    <div className="app-storage-notice" role="alert" data-testid="reset-notice">
      <p>
        {before}
        <code>fencelab-corrupt-</code>
        {after}
      </p>
      <button type="button" onClick={dismissReset}>
        {t('storage.ok')}
      </button>
    </div>
  );
}
