// "A new version is ready": shown when a new service worker has installed and waits (a new
// deployment), instead of serving the old version forever. Reload hands over to it and reloads;
// Later hides the notice on this page. Saved work is untouched either way: it lives in
// localStorage, which no part of an update clears.
import { useState, useSyncExternalStore } from 'react';
import { t } from '../i18n/i18n';
import { applyUpdate, dismissUpdate, isUpdateReady, subscribeToUpdate } from './updateReady';
import './UpdateNotice.css';

export function UpdateNotice() {
  const ready = useSyncExternalStore(subscribeToUpdate, isUpdateReady, isUpdateReady);
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    applyUpdate();
  };
  // The live region is always there, so that screen readers announce what appears in it.
  return (
    <div
      role="status"
      className={ready ? 'app-update-notice' : undefined}
      data-testid={ready ? 'update-notice' : undefined}
    >
      {ready && (
        <>
          <p>{t('app.update.ready')}</p>
          <div className="app-update-actions">
            <button
              type="button"
              className="primary"
              onClick={reload}
              disabled={reloading}
              data-testid="update-reload"
            >
              {t('app.update.reload')}
            </button>
            <button type="button" onClick={dismissUpdate} data-testid="update-later">
              {t('app.update.later')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
