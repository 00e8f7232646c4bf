import type { ComponentType } from 'react';
import { matchesRoutePattern } from '../lib/route-pattern';

/** Loads a page's chunk; called again, it returns the same promise. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

function once(load: PageLoader): PageLoader {
  let loading: ReturnType<PageLoader> | undefined;
  return () => (loading ??= load());
}

export interface PageRoute {
  /** As in the router: '' is the index route, ':name' one segment, a trailing '*' the rest. */
  path: string;
  load: PageLoader;
}

/**
 * Every page, one chunk each, in the router's order: a visitor downloads only the page they open,
 * and never the admin area. The router renders these; preload-first-page.ts starts loading the
 * opened one while the app's own code is still downloading.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '', load: once(() => import('../features/home/HomePage')) },
  { path: 'events', load: once(() => import('../features/events/EventsPage')) },
  { path: 'events/:id', load: once(() => import('../features/events/EventDetailPage')) },
  { path: 'speakers', load: once(() => import('../features/speakers/SpeakersPage')) },
  { path: 'speakers/:id', load: once(() => import('../features/speakers/SpeakerDetailPage')) },
  { path: 'sponsors', load: once(() => import('../features/sponsors/SponsorsPage')) },
  { path: 'submit-event', load: once(() => import('../features/submissions/SubmitEventPage')) },
  { path: 'speakersphere', load: once(() => import('../features/speakersphere/SpeakerSpherePage')) },
  { path: 'welcome', load: once(() => import('../features/welcome/WelcomePage')) },
  { path: 'my-plan', load: once(() => import('../features/my-plan/MyPlanPage')) },
  { path: 'follow/confirm/:token', load: once(() => import('../features/follow/FollowConfirmPage')) },
  { path: 'follow/unsubscribe/:token', load: once(() => import('../features/follow/FollowUnsubscribePage')) },
  { path: 'organiser', load: once(() => import('../features/organiser/OrganiserPage')) },
  { path: 'organiser/:token', load: once(() => import('../features/organiser/OrganiserLinkPage')) },
  { path: 'admin/*', load: once(() => import('../features/admin/AdminRoutes')) },
  { path: '*', load: once(() => import('../features/not-found/NotFoundPage')) },
];

/**
 * The page a URL path opens. These patterns need no ranking: the first match is the router's
 * match too (paths compare case-insensitively, a trailing slash does not count).
 */
export function pageRouteFor(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find(({ path }) => matchesRoutePattern(path, pathname));
}
