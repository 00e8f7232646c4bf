import { useDocumentHead, type DocumentHead } from '../../../lib/head';
import { useSiteSettings } from '../api/get-site-settings';

/** Sets the document head for a page: '{page} | {site name}', or the site name alone for the home page; and the site name for previews and the feed link. */
export function usePageHead(pageTitle: string | null, extra: Omit<DocumentHead, 'title'> = {}): void {
  const { data: settings } = useSiteSettings();
  const siteName = settings?.siteName;
  const title = pageTitle ? (siteName ? `${pageTitle} | ${siteName}` : pageTitle) : (siteName ?? '');
  useDocumentHead({ ...extra, title, description: extra.description ?? settings?.tagline, siteName });
}
