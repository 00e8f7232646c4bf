import { placeFromCity, placeOfEvent } from './event-place';

describe('placeFromCity: the state or province of a city as organisers write it', () => {
  it.each([
    ['Dallas, TX', { country: 'US', region: 'TX' }],
    ['Toronto, ON', { country: 'CA', region: 'ON' }],
    ['Portland, or', { country: 'US', region: 'OR' }],
    ['Vancouver, British Columbia', { country: 'CA', region: 'BC' }],
    ['Boston, MA, USA', { country: 'US', region: 'MA' }],
    ['Montréal, QC, Canada', { country: 'CA', region: 'QC' }],
    ['Washington, D.C.', { country: 'US', region: 'DC' }],
    ['Washington, DC', { country: 'US', region: 'DC' }],
    ['Houston, TX 77010', { country: 'US', region: 'TX' }],
    ['Halifax, NS B3J 0E6, Canada', { country: 'CA', region: 'NS' }],
  ])('%s', (city, place) => {
    expect(placeFromCity(city)).toEqual(place);
  });

  it('is null when the text names no known state or province', () => {
    expect(placeFromCity('Chicago')).toBeNull();
    expect(placeFromCity('London, UK')).toBeNull();
    expect(placeFromCity('')).toBeNull();
  });
});

describe("placeOfEvent: the state or province an event's own texts name", () => {
  it('reads the city first', () => {
    expect(placeOfEvent({ city: 'Houston, TX', location: 'Convention Center, Dallas, TX' })).toEqual({
      country: 'US',
      region: 'TX',
    });
    expect(placeOfEvent({ city: 'Toronto, ON', location: 'Hotel, Buffalo, NY' })).toEqual({
      country: 'CA',
      region: 'ON',
    });
  });

  it('else the end of the location', () => {
    expect(placeOfEvent({ city: 'Houston', location: 'George R. Brown Convention Center, Houston, TX 77010' })).toEqual(
      { country: 'US', region: 'TX' },
    );
  });

  it('else a Canadian postal code, whose first letter names the province', () => {
    expect(placeOfEvent({ city: 'Halifax', location: 'Halifax Convention Centre, 1650 Argyle St B3J 0E6' })).toEqual({
      country: 'CA',
      region: 'NS',
    });
  });

  it('names no region for a city alone: several cities share the name', () => {
    expect(placeOfEvent({ city: 'Halifax', location: 'Halifax Convention Centre' })).toBeNull();
    expect(placeOfEvent({ city: 'Houston', location: 'George R. Brown Convention Center' })).toBeNull();
  });

  it('reads no province from an X postal code, shared by two territories', () => {
    expect(placeOfEvent({ city: 'Iqaluit', location: 'Hall, X0A 0H0' })).toBeNull();
  });
});
