import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@platform/ui/styles.css';
import './app.css';
import './boot-splash.css';
import { createAppStore, type AppStore } from '../shared/store/create-store.js';
import { initErrorReporting } from '../shared/monitoring/error-reporting.js';
import { AppProviders } from './providers.js';
import { createAppRouter, type AppRouter } from './router.js';
import { registerServiceWorker } from './pwa/service-worker.js';
import { NewVersionPrompt } from './pwa/new-version-prompt.js';
import { inOwnTask } from '../shared/scheduling/in-own-task.js';
import { rendersInOwnTasks } from './rendering/renders-in-own-tasks.js';

rendersInOwnTasks();

void initErrorReporting();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The start-up in a few short tasks instead of one long one (docs/decisions.md, "The start-up in short tasks"):
// the modules' evaluation, then the store, then the router (its first match starts the page's code), then the
// first render. A cheap phone can answer a tap between them, and no task is long enough to count as blocking.
let store: AppStore;
let router: AppRouter;
inOwnTask(() => {
  store = createAppStore();
});
inOwnTask(() => {
  router = createAppRouter();
});
// React's createRoot renders in a task of its own, Preact's at once: the first render gets its own task, not
// the end of the modules' evaluation.
inOwnTask(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
        <NewVersionPrompt />
      </AppProviders>
    </StrictMode>,
  );
  // The app draws its own screens from here on (index.html's loading screen).
  document.getElementById('boot-splash')?.remove();
});
