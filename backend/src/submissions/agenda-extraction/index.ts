import { AgendaExtraction, extractAgenda, noAgenda } from './extract-agenda';
import { PageFetchError } from './errors';
import { FetchOptions, fetchRegistrationPage } from './fetch-page';

export type { AgendaExtraction } from './extract-agenda';
export type { FetchOptions } from './fetch-page';

const UNREADABLE_PAGE = 'The registration page could not be read.';

/**
 * Fetches a registration page and extracts its agenda. Never throws: creating an event must not
 * fail because its registration page is unreachable or odd, so any failure becomes an empty
 * agenda whose reason can be shown to the admin.
 */
export async function extractAgendaFromUrl(url: string, options: FetchOptions = {}): Promise<AgendaExtraction> {
  try {
    const page = await fetchRegistrationPage(url, options);
    return extractAgenda(page.html, page.url);
  } catch (error) {
    return noAgenda(error instanceof PageFetchError ? error.message : UNREADABLE_PAGE);
  }
}
