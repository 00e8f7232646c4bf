import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { markFirstPaint, useFirstPaintDone } from '../../lib/first-paint';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageFallback } from './PageFallback';

// Radix Toast loads after the first paint; the toast store keeps any toast until it is here.
const Toaster = lazy(() => import('../../components/ui/Toaster').then((module) => ({ default: module.Toaster })));

function ToasterAfterFirstPaint() {
  const painted = useFirstPaintDone();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Every page sits inside the header and footer; pages load on demand inside <main>. */
export function RootLayout() {
  useEffect(markFirstPaint, []);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-900 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToasterAfterFirstPaint />
      <ScrollRestoration />
    </div>
  );
}
