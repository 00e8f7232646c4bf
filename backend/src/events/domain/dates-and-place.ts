import { countryOfRegion, eventDaysFromText, placeOfEvent, timeZoneOfPlace, type EventFields } from '@dental/contracts';
import { invalid, type FieldIssue } from '../../shared/domain/domain-errors';

type DatesAndPlace = Pick<EventFields, 'startDate' | 'endDate' | 'country' | 'region' | 'timezone'>;
const INPUTS = ['date', 'city', 'location', 'startDate', 'endDate', 'country', 'region', 'timezone'] as const;

/**
 * The first and last day, state or province, country and time zone an event is recorded with,
 * settled when it is listed or when one of their inputs (the date text, the city, the location, or
 * the fields themselves) is edited:
 * - the days are read from the date text whenever it can be read ('March 11-13, 2027'), and a
 *   request that states other days is refused; when the text cannot be read ('Spring 2027') they
 *   are as given, and days read from an earlier, readable text are dropped rather than kept stale;
 * - the region is as given, else read from the event's own texts (`placeOfEvent`: 'Dallas, TX' as
 *   the city, else at the end of the location); a new city or location that names one replaces a
 *   region read from the old texts; the country follows the region;
 * - the time zone is as given, else, while none is recorded, the zone of the region's part the city
 *   lies in (`timeZoneOfPlace`), worked out when the event is listed or its region changes; a
 *   recorded zone is the admin's to change.
 * Returns only the fields that may differ from `before`, for the caller to diff.
 */
export function settleDatesAndPlace(
  before: EventFields | null,
  proposed: Partial<EventFields>,
): Partial<DatesAndPlace> {
  if (before && !INPUTS.some((field) => proposed[field] !== undefined)) return {};
  const date = proposed.date ?? before?.date ?? '';
  const city = proposed.city ?? before?.city ?? '';
  const location = proposed.location ?? before?.location ?? '';
  const place = settlePlace(before, proposed, { city, location });
  return {
    ...settleDays(before, proposed, date),
    ...place,
    ...settleTimeZone(before, proposed, place.region ?? null, city),
  };
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
  texts: { city: string; location: string },
): Pick<DatesAndPlace, 'country' | 'region'> {
  const fromTexts = placeOfEvent(texts)?.region ?? null;
  const textsChanged =
    before !== null &&
    ((proposed.city !== undefined && proposed.city !== before.city) ||
      (proposed.location !== undefined && proposed.location !== before.location));
  let region: string | null;
  if (proposed.region !== undefined) region = proposed.region ?? fromTexts;
  else if (textsChanged && fromTexts) region = fromTexts;
  else region = before?.region ?? fromTexts;
  const stated = proposed.country !== undefined ? proposed.country : (before?.country ?? null);
  const country = region ? countryOfRegion(region) : stated;
  if (proposed.country && region && country !== proposed.country) {
    const message = `region "${region}" is not in ${proposed.country === 'US' ? 'the United States' : 'Canada'}`;
    throw invalid(message, [{ path: 'region', message }]);
  }
  return { country, region };
}

/**
 * The zone as given; else, while none is recorded, the zone of the place when the event is listed
 * or moves to another region. Nothing when there is nothing to record.
 */
function settleTimeZone(
  before: EventFields | null,
  proposed: Partial<EventFields>,
  region: string | null,
  city: string,
): Partial<Pick<DatesAndPlace, 'timezone'>> {
  if (proposed.timezone !== undefined) return { timezone: proposed.timezone };
  if (before?.timezone) return {};
  const regionMoved = before === null || (before.region ?? null) !== region;
  const zone = regionMoved ? timeZoneOfPlace(region, city) : null;
  return zone ? { timezone: zone } : {};
}
