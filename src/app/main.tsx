// Entry: wires the store to the examples and the SQL Web Worker, then renders the app.
import './theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserSupervisor } from '../sql/browserHost';
import { browserStorage, memoryStorage } from '../state/memoryStorage';
import { routeOf } from '../ui/navigation/routes';
import { createAppStore } from '../state/store';
import { StoreContext } from '../state/useAppStore';
import { App } from './App';
import { renderApp } from './renderApp';
import { lazyBrowserExplorer } from './explorer';
import messageGroups from 'virtual:fencelab/messages';
import { activateLocale, chosenLocale, setMessageSource } from '../i18n/i18n';
import { examplesIn } from './examples';
import { lessonsIn, prefetchLesson } from './lessons';
import { questionsIn } from './questions';
import { freshStudio } from './studioFresh';
import { preloadFirstPage } from './routeTable';
import { installShortcuts } from './shortcuts';
import { installScrollAnchors } from '../ui/navigation/scrollAnchor';
import { registerServiceWorker } from './serviceWorker';
import { whenIdle } from '../ui/whenIdle';
import './app.css';

// The page's code and its lesson start loading, in the page's language, beside its catalog.
const { locale, remember } = chosenLocale();
setMessageSource(messageGroups, locale);
preloadFirstPage(location.pathname, prefetchLesson(locale), locale);
// An embedded player keeps nothing: it shows examples as shipped, never writes over the learner's
// saved work (a page of this origin can frame it), and its ?lang= is not remembered as a choice.
const embedded = routeOf(location.pathname).page === 'embed';
await activateLocale(locale, remember && !embedded);

const supervisor = createBrowserSupervisor();
// Each page opens what its own address names (see PlaygroundPage, LessonPage, StudioPage).
const store = createAppStore({
  examples: examplesIn(locale),
  run: (scenario, signal) => supervisor.run(scenario, signal),
  warmRun: () => supervisor.warm(),
  storage: embedded ? memoryStorage() : browserStorage(),
  // Another tab's saved work is merged into this one as soon as it is written (tabStorage.ts).
  otherTabs: embedded
    ? undefined
    : (listener) =>
        window.addEventListener('storage', (e) => {
          if (e.storageArea === window.localStorage) listener(e.key, e.newValue);
        }),
  explorer: lazyBrowserExplorer(),
  lessons: lessonsIn(locale),
  questions: questionsIn(locale),
  freshStudio,
  now: () => Date.now(),
  whenIdle,
});

installShortcuts(store);
// Back, Forward and a reload return to the card the reader was at (scrollAnchor.ts).
installScrollAnchors(window);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
// In a transition, so the first render never holds the page in one long task (renderApp.ts).
renderApp(
  createRoot(root),
  <StrictMode>
    <StoreContext value={store}>
      <App />
    </StoreContext>
  </StrictMode>,
);

registerServiceWorker();
