import { COUNTRIES, REGIONS, countryOfRegion, type Country } from '../continuing-education';

export interface EventPlace {
  country: Country;
  region: string;
}

const COUNTRY_WORDS = /,?\s*(?:USA|U\.S\.A\.|US|U\.S\.|United States|Canada)\s*$/i;
const REGION_BY_NAME = new Map<string, string>(
  COUNTRIES.flatMap((country) => REGIONS[country].map((region) => [region.name.toLowerCase(), region.code] as const)),
);

/**
 * The state or province of a city written the way organisers write it: 'Dallas, TX',
 * 'Toronto, ON', 'Vancouver, British Columbia', 'Boston, MA, USA'. Null when the text names none.
 */
export function placeFromCity(city: string): EventPlace | null {
  const text = city.trim().replace(COUNTRY_WORDS, '').trim();
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
