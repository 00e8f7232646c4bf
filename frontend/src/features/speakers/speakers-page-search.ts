import { isAgdSubjectCode } from '@dental/contracts';
import { pageFromParam } from '../../components/Pagination';
import type { SpeakerSearchParams } from './api/search-speakers';

/**
 * The search /speakers shows, from its URL (`?q=&event=&topic=&page=`). The server render
 * prefetches exactly this, so the browser finds it in its cache. A `topic` that is no AGD code
 * (an old or mistyped link) is left out rather than sent, which the API would refuse.
 */
export function speakersPageSearch(searchParams: URLSearchParams): {
  search: string;
  eventId: string;
  topic: string;
  page: number;
  params: SpeakerSearchParams;
} {
  const search = searchParams.get('q') ?? '';
  const eventId = searchParams.get('event') || 'all';
  const given = searchParams.get('topic')?.trim() ?? '';
  const topic = isAgdSubjectCode(given) ? given : '';
  const page = pageFromParam(searchParams.get('page'));
  return {
    search,
    eventId,
    topic,
    page,
    params: { q: search.trim(), eventId: eventId === 'all' ? '' : eventId, topic, page: page > 1 ? String(page) : '' },
  };
}
