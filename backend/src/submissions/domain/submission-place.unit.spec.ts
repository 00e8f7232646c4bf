import { submissionPlace } from './submission-place';

describe('submissionPlace: where a submitted event is held', () => {
  it("works out country, region and zone from a 'City, ST' city", () => {
    expect(submissionPlace({ city: 'Houston, TX', location: 'George R. Brown Convention Center' })).toEqual({
      country: 'US',
      region: 'TX',
      timezone: 'America/Chicago',
    });
  });

  it('reads the region from the end of the location when the city names none', () => {
    expect(
      submissionPlace({ city: 'Houston', location: 'Convention Center, 1001 Avenida, Houston, TX 77010' }),
    ).toEqual({ country: 'US', region: 'TX', timezone: 'America/Chicago' });
  });

  it('keeps what the organiser chose, and works out only what they left out', () => {
    expect(
      submissionPlace({ city: 'El Paso', location: 'Civic Center', region: 'TX', timezone: 'America/Chicago' }),
    ).toEqual({ country: 'US', region: 'TX', timezone: 'America/Chicago' });
    expect(submissionPlace({ city: 'El Paso', location: 'Civic Center', region: 'TX' })).toEqual({
      country: 'US',
      region: 'TX',
      timezone: 'America/Denver',
    });
  });

  it('leaves null what cannot be read, keeping a chosen country', () => {
    expect(submissionPlace({ city: 'Halifax', location: 'Convention Centre' })).toEqual({
      country: null,
      region: null,
      timezone: null,
    });
    expect(submissionPlace({ city: 'Halifax', location: 'Convention Centre', country: 'CA' })).toEqual({
      country: 'CA',
      region: null,
      timezone: null,
    });
  });
});
