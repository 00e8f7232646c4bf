import { matchRoutes, type RouteObject } from 'react-router';
import { OPEN_ADMIN_PAGES, SIGNED_IN_ADMIN_PAGES, isAdminPage, isSignedInAdminPage } from './admin-pages';

// The router's own matching over the same lists, as the admin routes nest them under /admin.
const routes = (patterns: readonly string[]): RouteObject[] => [
  {
    path: 'admin',
    children: patterns.map((path) => (path === '' ? { index: true, id: 'index' } : { path, id: path })),
  },
];
const routerMatches = (patterns: readonly string[], pathname: string) =>
  matchRoutes(routes(patterns), pathname) !== null;

describe('the admin pages', () => {
  it.each([
    ['/admin', true, true],
    ['/admin/', true, true],
    ['/Admin/Events', true, true],
    ['/admin/events/1b2c/edit', true, true],
    ['/admin/events/edit/1b2c', true, true],
    ['/admin/speakers/edit/42', true, true],
    ['/admin/ce-requirements/abc/edit', true, true],
    ['/admin/audit/as-of', true, true],
    ['/admin/invitation/abc.def', true, false],
    ['/admin/reset-password/abc.def', true, false],
    ['/admin/forgot-password', true, false],
    ['/admin/no-such-screen', false, false],
    ['/admin/events/1b2c', false, false],
    ['/admin/events/1b2c/edit/more', false, false],
    ['/admin/invitation', false, false],
    ['/administrator', false, false],
    ['/events', false, false],
  ])('%s is an admin page: %s; one that needs a session: %s', (pathname, anyPage, signedIn) => {
    expect(isAdminPage(pathname)).toBe(anyPage);
    expect(isSignedInAdminPage(pathname)).toBe(signedIn);
    // The router renders a screen for exactly these paths.
    expect(routerMatches([...OPEN_ADMIN_PAGES, ...SIGNED_IN_ADMIN_PAGES], pathname)).toBe(anyPage);
    expect(routerMatches(SIGNED_IN_ADMIN_PAGES, pathname)).toBe(signedIn);
  });
});
