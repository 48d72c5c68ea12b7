// "Ready to work offline": shown once, when the service worker's first install has cached the
// whole app, so the learner knows the app (every lesson, the editor) now opens without a network.
import { useSyncExternalStore } from 'react';
import { t } from '../i18n/i18n';
import { dismissOfflineReady, isOfflineNoticeShown, subscribeToOfflineReady } from './offlineReady';
import './UpdateNotice.css';

export function OfflineNotice() {
  const shown = useSyncExternalStore(
    subscribeToOfflineReady,
    isOfflineNoticeShown,
    isOfflineNoticeShown,
  );
  // The live region is always there, so that screen readers announce what appears in it.
  return (
    <div
      role="status"
      className={shown ? 'app-update-notice' : undefined}
      data-testid={shown ? 'offline-notice' : undefined}
    >
      {shown && (
        <>
          <p>{t('app.offline.ready')}</p>
          <div className="app-update-actions">
            <button type="button" onClick={dismissOfflineReady} data-testid="offline-ok">
              {t('app.offline.ok')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
