// Entry: wires the store to the examples and the SQL Web Worker, then renders the app.
import './theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserSupervisor } from '../sql/browserHost';
import { browserStorage } from '../state/memoryStorage';
import { createAppStore } from '../state/store';
import { StoreContext } from '../state/useAppStore';
import { App } from './App';
import { lazyBrowserExplorer } from './explorer';
import { EXAMPLES } from './examples';
import { LESSONS } from './lessons';
import { QUESTIONS } from './questions';
import { installShortcuts } from './shortcuts';
import './app.css';

const supervisor = createBrowserSupervisor();
// Each page opens what its own address names (see PlaygroundPage, LessonPage, StudioPage).
const store = createAppStore({
  examples: EXAMPLES,
  run: (scenario) => supervisor.run(scenario),
  storage: browserStorage(),
  explorer: lazyBrowserExplorer(),
  lessons: LESSONS,
  questions: QUESTIONS,
  now: () => Date.now(),
});

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
