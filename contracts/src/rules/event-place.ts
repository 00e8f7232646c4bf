import { COUNTRIES, REGIONS, countryOfRegion, type Country } from '../continuing-education';

export interface EventPlace {
  country: Country;
  region: string;
}

const COUNTRY_WORDS = /,?\s*(?:USA|U\.S\.A\.|US|U\.S\.|United States|Canada)\s*$/i;
/** A US ZIP code or a Canadian postal code written after the state or province ('TX 77010'). */
const TRAILING_POSTAL_CODE = /\s+(?:\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d)$/;
const REGION_BY_NAME = new Map<string, string>(
  COUNTRIES.flatMap((country) => REGIONS[country].map((region) => [region.name.toLowerCase(), region.code] as const)),
);

/**
 * The state or province of a city written the way organisers write it: 'Dallas, TX',
 * 'Toronto, ON', 'Vancouver, British Columbia', 'Boston, MA, USA', 'Houston, TX 77010'. Null when
 * the text names none.
 */
export function placeFromCity(city: string): EventPlace | null {
  const text = city.trim().replace(COUNTRY_WORDS, '').trim().replace(TRAILING_POSTAL_CODE, '');
  const comma = text.lastIndexOf(',');
  if (comma < 0) return null;
  const last = text
    .slice(comma + 1)
    .trim()
    .replace(/\./g, '');
  const code = /^[A-Za-z]{2}$/.test(last) ? last.toUpperCase() : REGION_BY_NAME.get(last.toLowerCase());
  const country = code ? countryOfRegion(code) : null;
  return code && country ? { country, region: code } : null;
}

/**
 * Canada Post's postal districts: the first letter of a postal code names the province ('B3J 0E6'
 * is in Nova Scotia). X is shared by the Northwest Territories and Nunavut, so it names neither.
 */
const PROVINCE_OF_POSTAL_DISTRICT: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};
const CANADIAN_POSTAL_CODE = /\b([ABCEGHJ-NPRSTVXY])\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/i;

/** The province a Canadian postal code in the text names, or null. */
function placeFromPostalCode(text: string): EventPlace | null {
  const district = CANADIAN_POSTAL_CODE.exec(text)?.[1]?.toUpperCase();
  const region = district ? PROVINCE_OF_POSTAL_DISTRICT[district] : undefined;
  return region ? { country: 'CA', region } : null;
}

/**
 * The state or province an event's own texts name, without guessing: its city ('Houston, TX'),
 * else the end of its location ('George R. Brown Convention Center, Houston, TX 77010'), else a
 * Canadian postal code in either. A city alone ('Halifax') names no region: several US and
 * Canadian cities share most names (decision 0061).
 */
export function placeOfEvent({ city, location }: { city: string; location: string }): EventPlace | null {
  return placeFromCity(city) ?? placeFromCity(location) ?? placeFromPostalCode(location) ?? placeFromPostalCode(city);
}
