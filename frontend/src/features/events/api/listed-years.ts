import { listedYearsText } from '@dental/contracts';
import { useQuery } from '@tanstack/react-query';
import { useToday } from '../../../lib/today';
import { eventSearchQueryOptions } from './search-events';

/**
 * The search whose month facet says which months the events not over yet start in, whatever a
 * page's filters: one card is asked for, since only the facet is read.
 */
export const listedYearsQueryOptions = () => eventSearchQueryOptions({ upcoming: 'true', pageSize: '1' });

/** '2026–2027': the years of the events the site lists, for the hero and the /events subtitle; null until known. */
export function useListedYears(): string | null {
  const today = useToday();
  const { data } = useQuery(listedYearsQueryOptions());
  const months = data?.answer?.facets.month;
  return months ? listedYearsText(Object.keys(months), today) : null;
}
