import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';

// One chunk per page: a visitor downloads only the page they open, and never the admin area.
const HomePage = lazy(() => import('../features/home/HomePage'));
const EventsPage = lazy(() => import('../features/events/EventsPage'));
const EventDetailPage = lazy(() => import('../features/events/EventDetailPage'));
const SpeakersPage = lazy(() => import('../features/speakers/SpeakersPage'));
const SpeakerDetailPage = lazy(() => import('../features/speakers/SpeakerDetailPage'));
const SponsorsPage = lazy(() => import('../features/sponsors/SponsorsPage'));
const SubmitEventPage = lazy(() => import('../features/submissions/SubmitEventPage'));
const SpeakerSpherePage = lazy(() => import('../features/speakersphere/SpeakerSpherePage'));
const WelcomePage = lazy(() => import('../features/welcome/WelcomePage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const AdminRoutes = lazy(() => import('../features/admin/AdminRoutes'));

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'events', element: <EventsPage /> },
        { path: 'events/:id', element: <EventDetailPage /> },
        { path: 'speakers', element: <SpeakersPage /> },
        { path: 'speakers/:id', element: <SpeakerDetailPage /> },
        { path: 'sponsors', element: <SponsorsPage /> },
        { path: 'submit-event', element: <SubmitEventPage /> },
        { path: 'speakersphere', element: <SpeakerSpherePage /> },
        { path: 'welcome', element: <WelcomePage /> },
        { path: 'admin/*', element: <AdminRoutes /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
