/**
 * The time zone a US or Canadian place keeps, as data (decision 0061).
 *
 * Source: the IANA time zone database (tzdata's zone1970.tab and its comments on each zone's
 * area), with the US county lines of 49 CFR Part 71 and the provinces' time acts for the regions
 * split between two zones. Each region has the zone where most of its people live; a region split
 * between zones lists the cities of its other parts by name. A city of a split region that is not
 * listed gets the region's main zone, which every form shows as an editable suggestion.
 */

/** The zone of each state and province, where most of its people live. */
const REGION_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

/** The cities of a split region's other parts (names as GeoNames writes them), by zone. */
const OTHER_PARTS: Record<string, Record<string, readonly string[]>> = {
  // El Paso and Hudspeth counties.
  TX: {
    'America/Denver': ['El Paso', 'Socorro', 'Horizon City', 'Anthony', 'Canutillo', 'San Elizario', 'Fabens', 'Clint'],
  },
  // The panhandle west of the Apalachicola River.
  FL: {
    'America/Chicago': [
      'Pensacola',
      'Panama City',
      'Panama City Beach',
      'Destin',
      'Fort Walton Beach',
      'Navarre',
      'Crestview',
      'Niceville',
      'Milton',
      'Gulf Breeze',
      'Marianna',
      'DeFuniak Springs',
    ],
  },
  // East Tennessee.
  TN: {
    'America/New_York': [
      'Knoxville',
      'Chattanooga',
      'Johnson City',
      'Kingsport',
      'Bristol',
      'Cleveland',
      'Morristown',
      'Maryville',
      'Oak Ridge',
      'Gatlinburg',
      'Pigeon Forge',
      'Sevierville',
      'Greeneville',
    ],
  },
  // Western Kentucky.
  KY: {
    'America/Chicago': [
      'Bowling Green',
      'Owensboro',
      'Paducah',
      'Hopkinsville',
      'Henderson',
      'Madisonville',
      'Murray',
      'Glasgow',
      'Mayfield',
    ],
  },
  // The counties near Chicago and Evansville.
  IN: {
    'America/Chicago': [
      'Gary',
      'Hammond',
      'Merrillville',
      'Valparaiso',
      'Michigan City',
      'Portage',
      'Crown Point',
      'East Chicago',
      'Hobart',
      'Schererville',
      'Munster',
      'Evansville',
      'Newburgh',
    ],
  },
  // The four Upper Peninsula counties on Wisconsin's line.
  MI: { 'America/Menominee': ['Menominee', 'Iron Mountain', 'Kingsford', 'Ironwood'] },
  KS: { 'America/Denver': ['Goodland', 'Sharon Springs', 'Tribune', 'Syracuse'] },
  NE: { 'America/Denver': ['Scottsbluff', 'Gering', 'Ogallala', 'Sidney', 'Alliance', 'Chadron', 'Kimball'] },
  ND: { 'America/Denver': ['Dickinson', 'Bowman', 'Beach'] },
  SD: {
    'America/Denver': [
      'Rapid City',
      'Spearfish',
      'Sturgis',
      'Belle Fourche',
      'Custer',
      'Hot Springs',
      'Lead',
      'Deadwood',
    ],
  },
  // The panhandle.
  ID: {
    'America/Los_Angeles': ["Coeur d'Alene", 'Lewiston', 'Moscow', 'Post Falls', 'Sandpoint', 'Hayden', 'Rathdrum'],
  },
  // Malheur County.
  OR: { 'America/Boise': ['Ontario', 'Nyssa', 'Vale'] },
  NV: { 'America/Denver': ['West Wendover'] },
  // The Navajo Nation keeps daylight saving time; the rest of Arizona does not.
  AZ: { 'America/Denver': ['Window Rock', 'Tuba City', 'Kayenta', 'Chinle'] },
  ON: { 'America/Winnipeg': ['Kenora', 'Dryden', 'Fort Frances', 'Sioux Lookout'] },
  BC: {
    'America/Edmonton': ['Cranbrook', 'Fernie', 'Golden', 'Invermere', 'Kimberley', 'Sparwood'],
    'America/Dawson_Creek': ['Dawson Creek', 'Fort St. John', 'Chetwynd'],
  },
  NL: { 'America/Goose_Bay': ['Labrador City', 'Happy Valley-Goose Bay', 'Wabush'] },
  QC: { 'America/Halifax': ['Cap-aux-Meules', 'Les Iles-de-la-Madeleine'] },
  SK: { 'America/Edmonton': ['Lloydminster'] },
  NU: {
    'America/Rankin_Inlet': ['Rankin Inlet', 'Arviat', 'Baker Lake'],
    'America/Cambridge_Bay': ['Cambridge Bay', 'Kugluktuk'],
  },
};

/** 'Coeur d’Alene' → 'coeur dalene', 'Îles' → 'iles': names compared the way people type them. */
function plainName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const ZONE_OF_OTHER_PART = new Map<string, string>(
  Object.entries(OTHER_PARTS).flatMap(([region, parts]) =>
    Object.entries(parts).flatMap(([zone, cities]) =>
      cities.map((city) => [`${region} ${plainName(city)}`, zone] as const),
    ),
  ),
);

/**
 * The IANA zone of a city in a state or province: the zone of the region's part the city lies in
 * ('El Paso', 'TX' → America/Denver), else the region's main zone ('Houston', 'TX' →
 * America/Chicago). The city may be written with its region ('Houston, TX'). Null for an unknown
 * region.
 */
export function timeZoneOfPlace(region: string | null, city = ''): string | null {
  if (!region) return null;
  const code = region.toUpperCase();
  const cityName = plainName(city.split(',')[0] ?? '');
  return ZONE_OF_OTHER_PART.get(`${code} ${cityName}`) ?? REGION_ZONES[code] ?? null;
}

/** Every zone a US or Canadian place keeps, for a form's suggestions. */
export const NORTH_AMERICAN_ZONES: readonly string[] = [
  ...new Set([...Object.values(REGION_ZONES), ...ZONE_OF_OTHER_PART.values()]),
].sort();
