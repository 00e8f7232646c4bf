import { REGIONS, COUNTRIES } from '../continuing-education';
import { isTimeZone } from './session-times';
import { timeZoneOfPlace } from './time-zones';

describe('timeZoneOfPlace: the zone a US or Canadian city keeps', () => {
  it.each([
    ['TX', 'Houston', 'America/Chicago'],
    ['TX', 'Houston, TX', 'America/Chicago'],
    ['TX', 'El Paso', 'America/Denver'],
    ['FL', 'Miami', 'America/New_York'],
    ['FL', 'Pensacola', 'America/Chicago'],
    ['TN', 'Nashville', 'America/Chicago'],
    ['TN', 'Knoxville, TN', 'America/New_York'],
    ['ID', "Coeur d'Alene", 'America/Los_Angeles'],
    ['ID', 'Coeur d’Alene', 'America/Los_Angeles'],
    ['AZ', 'Phoenix', 'America/Phoenix'],
    ['NS', 'Halifax', 'America/Halifax'],
    ['ON', 'Kenora', 'America/Winnipeg'],
    ['ON', 'Toronto', 'America/Toronto'],
    ['QC', 'Montréal', 'America/Toronto'],
    ['BC', 'Cranbrook', 'America/Edmonton'],
    ['tx', '', 'America/Chicago'],
  ])('%s, %s → %s', (region, city, zone) => {
    expect(timeZoneOfPlace(region, city)).toBe(zone);
  });

  it('a city listed in one region does not move a namesake in another', () => {
    // Ontario, Oregon is Mountain time; Ontario, California is Pacific.
    expect(timeZoneOfPlace('OR', 'Ontario')).toBe('America/Boise');
    expect(timeZoneOfPlace('CA', 'Ontario')).toBe('America/Los_Angeles');
  });

  it('is null without a region, or for an unknown one', () => {
    expect(timeZoneOfPlace(null, 'Houston')).toBeNull();
    expect(timeZoneOfPlace('ZZ', 'Houston')).toBeNull();
  });

  it('has a zone the runtime knows for every state and province', () => {
    for (const country of COUNTRIES) {
      for (const region of REGIONS[country]) {
        const zone = timeZoneOfPlace(region.code);
        expect([region.code, zone !== null && isTimeZone(zone)]).toEqual([region.code, true]);
      }
    }
  });
});
