import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { siteSettingsQueryOptions } from '../features/site-settings/api/get-site-settings';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createRouter, type PageHandle } from './router';
import './styles.css';

/** The longest the first render waits for the opened page's code and the site settings. */
const FIRST_RENDER_WAIT_MS = 1500;

const queryClient = createQueryClient();
const router = createRouter();

/**
 * The first render waits for the opened page's chunk and the site settings (header, footer, home
 * hero; index.html preloads them), at most FIRST_RENDER_WAIT_MS, so the page is painted once,
 * complete, rather than as a spinner and placeholders that then change size.
 */
function loadFirstPage(): Promise<unknown> {
  const handle = router.state.matches.at(-1)?.route.handle as PageHandle | undefined;
  const ready = Promise.all([handle?.page.preload().catch(() => undefined), queryClient.prefetchQuery(siteSettingsQueryOptions())]);
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

void loadFirstPage().then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render runs in short slices instead of one long main-thread task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
