// Offline: registers the service worker that vite-plugin-pwa generates (vite.config.ts), which
// precaches the whole built app, so that after one visit every page works with the network off.
// Production builds only, and only once the page has loaded and the browser is idle: the
// registration code (vite-plugin-pwa's module and workbox-window, a few KB) is fetched then, never
// before the page is up, and the precache downloads in the background, in the worker.
//
// When a new version is deployed its worker installs beside the running one and waits; the page
// hears of it and shows UpdateNotice (through src/ui/updateReady.ts) until the learner reloads.
import { announceOfflineReady } from '../ui/offlineReady';
import { announceUpdate } from '../ui/updateReady';
import { whenIdle, type IdleWait } from '../ui/whenIdle';

/** How long after `load` the precache waits before it starts. */
const QUIET_MS = 10_000;
/** How long an idle moment may be waited for after that, at most (a second where there are none). */
const IDLE_WAIT: IdleWait = { timeoutMs: 5_000, fallbackMs: 1_000 };
/** A tab left open asks the server for a new version this often (a load asks too). */
const UPDATE_CHECK_MS = 60 * 60 * 1_000;
/** If the waiting worker has not taken over by then, reload anyway. */
const RELOAD_FALLBACK_MS = 5_000;

/** Registers the service worker after `load` and an idle moment; does nothing in `npm start`. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The precache is about 2 MB (npm run bench: offline_precache_gzip). Started at once it would
  // share a slow phone's connection with what the learner opens first (the editor, the explorer),
  // and Lighthouse counts it against the page (total blocking time 170 → 360 ms on a lesson): so
  // it starts once the page has been quiet a while.
  // A page the worker already controls has its files: it only asks for a new version, at once.
  const quiet = navigator.serviceWorker.controller ? 0 : QUIET_MS;
  const start = () => window.setTimeout(() => whenIdle(() => void register(), IDLE_WAIT), quiet);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  let registerSW: typeof import('virtual:pwa-register').registerSW;
  try {
    ({ registerSW } = await import('virtual:pwa-register'));
  } catch {
    return; // Its chunk did not load (the network went away): the next load tries again.
  }
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  // WARNING: nothing on this path may touch the learner's saved data. It lives in localStorage
  // under `fencelab` (src/state/store.ts). Taking over only swaps the service worker, whose
  // activation drops the old version's files from Workbox's precache (Cache Storage, Workbox's
  // own caches alone), and the reload reads the same localStorage. Never clear storage here.
  const activate = () => {
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
    void updateSW();
    window.setTimeout(reload, RELOAD_FALLBACK_MS);
  };
  const updateSW = registerSW({
    // A new worker is installed and waiting (also when it was already waiting at this load).
    onNeedRefresh: () => announceUpdate(activate),
    // The waiting worker took over after the learner's Reload.
    onNeedReload: reload,
    // The first install has cached every file: say the app now works offline.
    onOfflineReady: () => {
      document.documentElement.dataset.offline = 'ready';
      announceOfflineReady();
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // This page's registration is done (and a worker already waiting has been announced):
      // state on <html> as data-*, for e2e/offline.spec.ts and for anyone looking.
      document.documentElement.dataset.serviceWorker = 'registered';
      window.setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    // No service worker (refused, a private window, blocked by a test): the app works online as
    // it always has; there is nothing to tell the learner.
    onRegisterError: () => undefined,
  });
}
