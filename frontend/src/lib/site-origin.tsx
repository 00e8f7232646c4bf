import { createContext, useContext, type ReactNode } from 'react';

/**
 * The site's origin ('https://example.com') for absolute URLs in a page's head (canonical, Open
 * Graph, JSON-LD). The server knows it from its configuration or the request; the browser from
 * its location.
 */
const SiteOriginContext = createContext<string | null>(null);

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
