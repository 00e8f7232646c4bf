import { countryOfRegion, placeOfEvent, timeZoneOfPlace, type SubmissionFields } from '@dental/contracts';

type SubmissionPlace = Required<Pick<SubmissionFields, 'country' | 'region' | 'timezone'>>;

/**
 * Where a submitted event is held, as it is kept: what the organiser chose, and what they left out
 * worked out from the texts they typed (decision 0061): the region from a 'City, ST' city or the
 * end of the location, the country from the region, the time zone from the region and city. What
 * cannot be read stays null for the reviewer to settle.
 */
export function submissionPlace(form: {
  city: string;
  location: string;
  country?: SubmissionFields['country'];
  region?: string | null;
  timezone?: string | null;
}): SubmissionPlace {
  const region = form.region ?? placeOfEvent(form)?.region ?? null;
  const country = (region ? countryOfRegion(region) : null) ?? form.country ?? null;
  const timezone = form.timezone ?? timeZoneOfPlace(region, form.city);
  return { country, region, timezone };
}
