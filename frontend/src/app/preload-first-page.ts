import { pageRouteFor } from './pages';

/**
 * A tiny script index.html runs as soon as it arrives: it starts downloading the opened page's
 * chunk (and the chunks that one imports) next to the app's own, larger entry chunk instead of
 * after it. main.tsx asks for the same page and gets the same download.
 */
pageRouteFor(window.location.pathname)
  ?.load()
  .catch(() => undefined);
