import { countryOfRegion, eventDaysFromText, placeFromCity, type EventFields } from '@dental/contracts';
import { invalid, type FieldIssue } from '../../shared/domain/domain-errors';

type DatesAndPlace = Pick<EventFields, 'startDate' | 'endDate' | 'country' | 'region'>;
const INPUTS = ['date', 'city', 'startDate', 'endDate', 'country', 'region'] as const;

/**
 * The first and last day, state or province and country an event is recorded with, settled when
 * it is listed or when one of their inputs (the date text, the city, or the fields themselves) is
 * edited:
 * - the days are read from the date text whenever it can be read ('March 11-13, 2027'), and a
 *   request that states other days is refused; when the text cannot be read ('Spring 2027') they
 *   are as given, and days read from an earlier, readable text are dropped rather than kept stale;
 * - the region is as given, else read from the city ('Dallas, TX'); a new city that names one
 *   replaces a region read from the old city; the country follows the region.
 * Returns only the fields that may differ from `before`, for the caller to diff.
 */
export function settleDatesAndPlace(
  before: EventFields | null,
  proposed: Partial<EventFields>,
): Partial<DatesAndPlace> {
  if (before && !INPUTS.some((field) => proposed[field] !== undefined)) return {};
  const date = proposed.date ?? before?.date ?? '';
  const city = proposed.city ?? before?.city ?? '';
  return { ...settleDays(before, proposed, date), ...settlePlace(before, proposed, city) };
}

function settleDays(
  before: EventFields | null,
  proposed: Partial<EventFields>,
  date: string,
): Pick<DatesAndPlace, 'startDate' | 'endDate'> {
  const read = eventDaysFromText(date);
  if (read) {
    const issues: FieldIssue[] = [];
    for (const field of ['startDate', 'endDate'] as const) {
      const given = proposed[field];
      if (given != null && given !== read[field]) {
        issues.push({
          path: field,
          message: `${field} is read from the date text "${date}" (${read[field]}); change the date text to change it`,
        });
      }
    }
    if (issues.length > 0) throw invalid(issues.map((issue) => issue.message).join('; '), issues);
    return read;
  }
  const daysWereRead = before !== null && eventDaysFromText(before.date) !== null;
  const startDate =
    proposed.startDate !== undefined ? proposed.startDate : daysWereRead ? null : (before?.startDate ?? null);
  const endDate = proposed.endDate !== undefined ? proposed.endDate : daysWereRead ? null : (before?.endDate ?? null);
  if (startDate && endDate && endDate < startDate)
    throw invalid('endDate cannot be before startDate', [
      { path: 'endDate', message: 'endDate cannot be before startDate' },
    ]);
  return { startDate, endDate };
}

function settlePlace(
  before: EventFields | null,
  proposed: Partial<EventFields>,
  city: string,
): Pick<DatesAndPlace, 'country' | 'region'> {
  const fromCity = placeFromCity(city)?.region ?? null;
  const cityChanged = before !== null && proposed.city !== undefined && proposed.city !== before.city;
  let region: string | null;
  if (proposed.region !== undefined) region = proposed.region ?? fromCity;
  else if (cityChanged && fromCity) region = fromCity;
  else region = before?.region ?? fromCity;
  const stated = proposed.country !== undefined ? proposed.country : (before?.country ?? null);
  const country = region ? countryOfRegion(region) : stated;
  if (proposed.country && region && country !== proposed.country) {
    const message = `region "${region}" is not in ${proposed.country === 'US' ? 'the United States' : 'Canada'}`;
    throw invalid(message, [{ path: 'region', message }]);
  }
  return { country, region };
}
