import { matchesRoutePattern } from '../lib/route-pattern';

/**
 * The admin area's pages, as paths under /admin in the router's patterns, declared once: the admin
 * router renders a screen for each, and any other path under /admin is the 404 page (the spec's
 * "any other path"), which the server answers with status 404. Kept outside the admin area so the
 * server's render bundle can ask without loading a screen.
 */
/** Opened without a session: from a mail (an invitation, a password reset) or the login form. */
export const OPEN_ADMIN_PAGES = ['invitation/:token', 'reset-password/:token', 'forgot-password'] as const;

/** Opened with an admin session; without one they show the login form. */
export const SIGNED_IN_ADMIN_PAGES = [
  '',
  'events',
  'events/new',
  'events/:id/edit',
  // The spec's other reading of the edit link; it lands on the canonical route.
  'events/edit/:id',
  'trash',
  'speakers',
  'speakers/new',
  'speakers/edit/:id',
  'sponsors',
  'submissions',
  'change-requests',
  'ce-requirements',
  'ce-requirements/new',
  'ce-requirements/:id/edit',
  'content',
  'settings',
  'audit',
  'audit/as-of',
  'analytics',
  'password',
  'accounts',
  'sent-mail',
] as const;

export type OpenAdminPage = (typeof OPEN_ADMIN_PAGES)[number];
export type SignedInAdminPage = (typeof SIGNED_IN_ADMIN_PAGES)[number];

/** The part of a path under /admin ('/admin/events/1/edit' gives 'events/1/edit'), or null for a path outside it. */
function underAdmin(pathname: string): string | null {
  const match = /^\/admin(?:\/(.*))?$/i.exec(pathname);
  return match ? (match[1] ?? '') : null;
}

/** Whether a URL path is one of the admin pages that need a session. */
export function isSignedInAdminPage(pathname: string): boolean {
  const rest = underAdmin(pathname);
  return rest !== null && SIGNED_IN_ADMIN_PAGES.some((pattern) => matchesRoutePattern(pattern, rest));
}

/** Whether a URL path is an admin page at all: what the server answers with the page shell and 200. */
export function isAdminPage(pathname: string): boolean {
  const rest = underAdmin(pathname);
  return (
    rest !== null &&
    [...OPEN_ADMIN_PAGES, ...SIGNED_IN_ADMIN_PAGES].some((pattern) => matchesRoutePattern(pattern, rest))
  );
}
