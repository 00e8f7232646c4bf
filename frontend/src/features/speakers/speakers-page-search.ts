import { pageFromParam } from '../../components/Pagination';
import type { SpeakerSearchParams } from './api/search-speakers';

/**
 * The search /speakers shows, from its URL (`?q=&event=&page=`). The server render prefetches
 * exactly this, so the browser finds it in its cache.
 */
export function speakersPageSearch(searchParams: URLSearchParams): { search: string; eventId: string; page: number; params: SpeakerSearchParams } {
  const search = searchParams.get('q') ?? '';
  const eventId = searchParams.get('event') || 'all';
  const page = pageFromParam(searchParams.get('page'));
  return { search, eventId, page, params: { q: search.trim(), eventId: eventId === 'all' ? '' : eventId, page: page > 1 ? String(page) : '' } };
}

/** The search that finds a person's speaker records at every event (/speakers/:id): their name, up to 100 records. */
export function speakerAppearancesSearch(name: string | undefined): SpeakerSearchParams {
  return { q: name?.trim() ?? '', pageSize: '100' };
}
