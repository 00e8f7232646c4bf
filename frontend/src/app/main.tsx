import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '../features/site-settings/api/get-site-settings';
import { createQueryClient } from '../lib/query-client';
import { RenderedDayProvider } from '../lib/today';
import { readPageState, type PageState } from './page-state';
import { AppProviders } from './providers';
import { createRouter, type PageHandle } from './router';
import './styles.css';

/** The longest a page without server markup waits for its code and the site settings before rendering. */
const FIRST_RENDER_WAIT_MS = 1500;

const queryClient = createQueryClient();
const router = createRouter();
const pageState = readPageState(document);
if (pageState) hydrate(queryClient, freshAsOfNow(pageState));

/**
 * The server's answer was current when it was sent (its cache is keyed by the read models'
 * position), so its queries count as fetched now: the page does not fetch them again at once.
 */
function freshAsOfNow(state: PageState): PageState['queries'] {
  const now = Date.now();
  return {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/** Waits for the opened page's chunk (and, without server data, the site settings), at most FIRST_RENDER_WAIT_MS. */
function loadFirstPage(): Promise<unknown> {
  const handle = router.state.matches.at(-1)?.route.handle as PageHandle | undefined;
  const ready = Promise.all([
    handle?.page.preload().catch(() => undefined),
    queryClient.prefetchQuery(siteSettingsQueryOptions()),
  ]);
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

function App(): ReactNode {
  return (
    <StrictMode>
      <RenderedDayProvider day={pageState?.day ?? null}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </RenderedDayProvider>
    </StrictMode>
  );
}

void loadFirstPage().then(() => {
  const container = document.getElementById('root')!;
  if (pageState && container.firstElementChild) {
    // A page rendered on the server: make its markup interactive, in slices (as a transition).
    startTransition(() => {
      hydrateRoot(container, <App />, {
        onRecoverableError: (error) => console.warn('Hydration fell back to rendering in the browser:', error),
      });
    });
    return;
  }
  // The admin area (never rendered on the server) renders here, once its code is in.
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
});
