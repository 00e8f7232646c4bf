import { StrictMode } from 'react';
// The edge build of React's static renderer, on purpose: the Node build keeps each render in an
// AsyncLocalStorage, which turns async hooks on for the whole server process once a page has
// rendered, and every promise and tick of every request pays for them; the browser build holds a
// MessageChannel open, which keeps a stopped server's process from ending (decision 0152).
import { prerender } from 'react-dom/static.edge';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { setDefaultFetch } from '../lib/api-client';
export { isAdminPage } from '../config/admin-pages';
import { HeadCollectorProvider, renderHeadTags, type DocumentHead } from '../lib/head';
import { createQueryClient } from '../lib/query-client';
import { SiteOriginProvider } from '../lib/site-origin';
import { RenderedDayProvider } from '../lib/today';
import { prefetchPageData } from './page-data';
import { AppProviders } from './providers';
import { appRoutes, type PageHandle } from './router';
import { serializePageState, type PageState } from './page-state';

/**
 * The server's side of the public pages: the same routes and components the browser runs,
 * rendered to HTML with the data they read already fetched, for the server to put into
 * index.html. The browser then hydrates that HTML (main.tsx) with the same data.
 */

export interface RenderRequest {
  /** Path and query, as requested ('/events?page=2'). */
  url: string;
  /** The site's origin, for absolute URLs in the head. */
  origin: string;
  /** The day the page is rendered for ('YYYY-MM-DD'): countdowns and what counts as past. */
  day: string;
}

export interface RenderedPage {
  status: 200 | 404;
  /** Title, meta, canonical and JSON-LD tags for <head>. */
  head: string;
  /** The page's markup, for <div id="root">. */
  body: string;
  /** JSON of the page's state (its day and its queries), for the page-state script. */
  state: string;
}

/**
 * How the API is reached while rendering: the server gives a fetch that answers the public API's
 * paths in process (through the same cache as a visitor's request).
 */
export function setServerFetch(fetchImpl: typeof fetch): void {
  setDefaultFetch(fetchImpl);
}

const routes = appRoutes();
const handler = createStaticHandler(routes);

export async function renderPage({ url, origin, day }: RenderRequest): Promise<RenderedPage> {
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request);
  if (context instanceof Response)
    throw new Error(
      `The page routes answered ${url} with a response (${context.status}); they have no loaders or redirects.`,
    );

  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as PageHandle | undefined;
  const queryClient = createQueryClient();
  const search = new URL(request.url).searchParams;
  const [data] = await Promise.all([
    prefetchPageData(queryClient, handle?.path ?? '*', { params: leaf?.params ?? {}, search }),
    handle?.page.preload(),
  ]);
  const status = data.found && handle?.path !== '*' ? 200 : 404;

  let head: DocumentHead | null = null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <RenderedDayProvider day={day}>
        <SiteOriginProvider origin={origin}>
          <HeadCollectorProvider onHead={(reported) => (head = reported)}>
            <AppProviders queryClient={queryClient}>
              {/* No hydration script: the routes have no loaders, and inline scripts are not allowed by the CSP. */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </HeadCollectorProvider>
        </SiteOriginProvider>
      </RenderedDayProvider>
    </StrictMode>,
    // Every boundary inline, however large: an outlined one is revealed by an inline script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await new Response(prelude).text();
  const state: PageState = { day, queries: dehydrate(queryClient) };
  queryClient.clear();

  const pathname = new URL(request.url).pathname;
  return {
    status,
    head: head ? renderHeadTags(head, origin, pathname) : '',
    body,
    state: serializePageState(state),
  };
}
