// Entry: wires the store to the examples and the SQL Web Worker, then renders the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserSupervisor } from '../sql/browserHost';
import { browserStorage } from '../state/memoryStorage';
import { createAppStore } from '../state/store';
import { StoreContext } from '../state/useAppStore';
import { App } from './App';
import { scenarioFromUrl, syncDeepLink } from './deepLink';
import { DEFAULT_EXAMPLE, EXAMPLES } from './examples';
import './app.css';

const supervisor = createBrowserSupervisor();
const store = createAppStore({
  examples: EXAMPLES,
  run: (scenario) => supervisor.run(scenario),
  storage: browserStorage(),
});

void store.getState().actions.openExample(scenarioFromUrl() ?? DEFAULT_EXAMPLE);
syncDeepLink(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <StoreContext value={store}>
      <App />
    </StoreContext>
  </StrictMode>,
);
