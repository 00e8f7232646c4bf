import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { lazyPage, type LazyPage } from './lazy-page';
import { PAGE_ROUTES, type PageRoute } from './pages';

/** main.tsx loads the opened route's page before the first render. */
export interface PageHandle {
  page: LazyPage;
}

function pageRoute({ path, load }: PageRoute): RouteObject {
  const Page = lazyPage(load);
  const handle: PageHandle = { page: Page };
  return path === '' ? { index: true, element: <Page />, handle } : { path, element: <Page />, handle };
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: PAGE_ROUTES.map(pageRoute),
    },
  ]);
}
