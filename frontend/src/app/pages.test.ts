import { matchRoutes, type RouteObject } from 'react-router';
import { PAGE_ROUTES, pageRouteFor } from './pages';

// The router's own matching, over the same table: the preloader must pick the page it will render.
const routes: RouteObject[] = [
  { children: PAGE_ROUTES.map(({ path }) => (path === '' ? { index: true, id: path } : { path, id: path })) },
];
const routerMatch = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;

describe('pageRouteFor', () => {
  it.each([
    '/',
    '/events',
    '/events/',
    '/Events',
    '/events/abc-123',
    '/events/abc/extra',
    '/speakers',
    '/speakers/42',
    '/sponsors',
    '/submit-event',
    '/speakersphere',
    '/welcome',
    '/my-plan',
    '/follow/confirm/abc.def',
    '/follow/unsubscribe/abc.def',
    '/follow/confirm',
    '/follow/confirm/abc/extra',
    '/admin',
    '/admin/events/1/edit',
    '/this-page-does-not-exist',
    '/welcome/more',
  ])('%s opens the page the router renders', (pathname) => {
    expect(pageRouteFor(pathname)?.path).toBe(routerMatch(pathname));
  });
});
