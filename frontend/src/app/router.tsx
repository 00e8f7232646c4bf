import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { lazyPage, type LazyPage } from './lazy-page';
import { PAGE_ROUTES, type PageRoute } from './pages';

/** The opened route's page is loaded before the first render (main.tsx) and before a server render. */
export interface PageHandle {
  page: LazyPage;
  /** The route's path as written in pages.ts ('events/:id'). */
  path: string;
}

function pageRoute({ path, load }: PageRoute): RouteObject {
  const Page = lazyPage(load);
  const handle: PageHandle = { page: Page, path };
  return path === '' ? { index: true, element: <Page />, handle } : { path, element: <Page />, handle };
}

/** One route table for the browser's router and the server's render. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: PAGE_ROUTES.map(pageRoute),
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(appRoutes());
}
