// Entry: wires the store to the examples and the SQL Web Worker, then renders the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserSupervisor } from '../sql/browserHost';
import { browserStorage } from '../state/memoryStorage';
import { createAppStore } from '../state/store';
import { StoreContext } from '../state/useAppStore';
import { App } from './App';
import { openFromUrl, syncDeepLink } from './deepLink';
import { lazyBrowserExplorer } from './explorer';
import { DEFAULT_EXAMPLE, EXAMPLES } from './examples';
import { LESSONS } from './lessons';
import { QUESTIONS } from './questions';
import { routeOf } from './routes';
import { installShortcuts } from './shortcuts';
import './app.css';

const supervisor = createBrowserSupervisor();
const store = createAppStore({
  examples: EXAMPLES,
  run: (scenario) => supervisor.run(scenario),
  storage: browserStorage(),
  explorer: lazyBrowserExplorer(),
  lessons: LESSONS,
  questions: QUESTIONS,
  now: () => Date.now(),
});

// Before the address sync starts, so opening the default example does not rewrite the address.
if (routeOf(window.location.pathname).page === 'playground') {
  // A share link (`/#s=…`) opens its scenario in the playground instead of an example.
  if (window.location.hash.startsWith('#s='))
    void store.getState().actions.openSharedLink(window.location.hash);
  else void openFromUrl(store, DEFAULT_EXAMPLE);
}
syncDeepLink(store);
installShortcuts(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <StoreContext value={store}>
      <App />
    </StoreContext>
  </StrictMode>,
);
