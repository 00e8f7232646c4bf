import { API_PATHS } from '@dental/contracts';
/** The filters of a page, as a URL carries them: URLSearchParams, or a record of values (repeatable ones as lists). */
export type CalendarFeedParams =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

/**
 * Parameters of /events that say which page or which list is shown, not which events: the feed
 * lists every upcoming event (the server refuses `page`, `pageSize` and `upcoming`), and a
 * calendar orders entries by date whatever `sort` says.
 */
const NOT_FILTERS = new Set(['page', 'pastPage', 'pageSize', 'upcoming', 'sort']);

/**
 * GET /calendar.ics with the page's filters ('/calendar.ics?region=TX&topic=690'): empty values
 * and paging left out, parameters in name order so the same filters always give the same address
 * (one subscription, one kept answer on the server).
 */
export function calendarFeedPath(params: CalendarFeedParams): string {
  const entries: Array<[string, string]> =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).flatMap(([name, value]) =>
          typeof value === 'string'
            ? [[name, value] as [string, string]]
            : (value ?? []).map((item) => [name, item] as [string, string]),
        );
  const search = new URLSearchParams();
  for (const [name, value] of entries) {
    const trimmed = value.trim();
    if (trimmed !== '' && !NOT_FILTERS.has(name)) search.append(name, trimmed);
  }
  // Sorting by name is stable: repeated values (topic=690&topic=490) keep their order.
  search.sort();
  const query = search.toString();
  return query ? `${API_PATHS.calendarFeed.path}?${query}` : API_PATHS.calendarFeed.path;
}

/**
 * The feed's address on this site (`url`, to copy into any calendar app) and the same address
 * as webcal:// (`webcal`), which calendar apps open as a subscription rather than a download.
 */
export function calendarFeedUrls(origin: string, params: CalendarFeedParams): { url: string; webcal: string } {
  const url = `${origin.replace(/\/+$/, '')}${calendarFeedPath(params)}`;
  return { url, webcal: url.replace(/^https?:/i, 'webcal:') };
}
