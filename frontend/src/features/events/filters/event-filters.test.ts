import { EventSearchQuerySchema, MAX_RADIUS_MILES as SEARCH_MAX_RADIUS_MILES } from '@dental/contracts';
import {
  MAX_RADIUS_MILES,
  changeEventFilters,
  eventFilterEntries,
  eventSearchFilterParams,
  NO_FILTERS,
  readEventFilters,
} from './event-filters';

const read = (query: string) => readEventFilters(new URLSearchParams(query));
const written = (query: string) => new URLSearchParams(eventFilterEntries(read(query))).toString();

/** What the server's search schema makes of parameters, repeated ones as lists (as the HTTP server reads them). */
function serverReads(params: Record<string, string | string[]>) {
  return EventSearchQuerySchema.safeParse(params);
}

describe('the /events filters in the URL', () => {
  it('reads every filter under the search API’s own parameter names', () => {
    expect(
      read(
        'q=implant&from=2027-01-01&to=2027-03-31&month=2027-03&region=tx&country=US&city=Dallas&near=Dallas, TX&radiusMiles=50&topic=690&topic=490&audience=hygienist&format=virtual&format=hybrid&minCredits=6&countsToward=ca-dentist:infection-control&sort=credits',
      ),
    ).toEqual({
      q: 'implant',
      from: '2027-01-01',
      to: '2027-03-31',
      month: '2027-03',
      region: 'TX',
      country: 'US',
      city: 'Dallas',
      near: 'Dallas, TX',
      radiusMiles: 50,
      topic: ['490', '690'],
      audience: ['hygienist'],
      format: ['virtual', 'hybrid'],
      minCredits: 6,
      countsToward: 'ca-dentist:infection-control',
      sort: 'credits',
    });
  });

  it('reads an empty or absent parameter as no filter', () => {
    expect(read('')).toEqual(NO_FILTERS);
    // What the form sends before the scripts run: every field, most of them empty.
    expect(read('q=&from=&to=&month=&region=&city=&near=&radiusMiles=100&minCredits=&sort=date')).toEqual(NO_FILTERS);
  });

  it('leaves out what the search would refuse, so an edited link still shows a page', () => {
    expect(
      read(
        'topic=999&topic=690&audience=dentists&format=online&region=ZZ&country=MX&month=2027-13&from=2027-02-30&to=soon&radiusMiles=9000&minCredits=-1&countsToward=ca dentist:Infection&sort=price',
      ),
    ).toEqual({
      ...NO_FILTERS,
      topic: ['690'],
    });
    expect(read('q=' + 'a'.repeat(250)).q).toHaveLength(200);
  });

  it('accepts the radii the search accepts', () => {
    expect(MAX_RADIUS_MILES).toBe(SEARCH_MAX_RADIUS_MILES);
    expect(read(`near=Reno&radiusMiles=${SEARCH_MAX_RADIUS_MILES}`).radiusMiles).toBe(SEARCH_MAX_RADIUS_MILES);
    expect(read(`near=Reno&radiusMiles=${SEARCH_MAX_RADIUS_MILES + 1}`).radiusMiles).toBeNull();
  });

  it('reads an end before the start as the same span', () => {
    expect(read('from=2027-03-31&to=2027-01-01')).toMatchObject({ from: '2027-01-01', to: '2027-03-31' });
  });

  it('writes one address per search: fixed order, each value once, defaults left out', () => {
    expect(written('topic=690&sort=date&q= implant &topic=490&topic=690&radiusMiles=100&minCredits=0')).toBe(
      'q=implant&topic=490&topic=690',
    );
    expect(written('format=hybrid&near=Boston&format=virtual')).toBe('near=Boston&format=virtual&format=hybrid');
  });

  it('round-trips: what is written reads back as the same filters', () => {
    const query =
      'q=sinus lift&from=2027-01-01&to=2027-03-31&month=2027-03&region=ON&country=CA&city=Toronto&near=Toronto, ON&radiusMiles=250&topic=310&topic=690&audience=dentist&audience=assistant&format=in_person&minCredits=12&countsToward=ny-dentist&sort=credits';
    const filters = read(query);
    expect(readEventFilters(new URLSearchParams(eventFilterEntries(filters)))).toEqual(filters);
  });

  it('passes a renewal rule, or a whole rule set, to the search as it names them', () => {
    expect(eventSearchFilterParams(read('countsToward=ca-dentist:practice-act'))).toEqual({
      countsToward: 'ca-dentist:practice-act',
    });
    expect(written('sort=credits&countsToward=tx-hygienist&topic=690')).toBe(
      'topic=690&countsToward=tx-hygienist&sort=credits',
    );
    expect(serverReads(eventSearchFilterParams(read('countsToward=ca-dentist:practice-act'))).success).toBe(true);
  });

  it('keeps a radius chosen before the city it is measured from, but never sends it to the search alone', () => {
    const filters = read('radiusMiles=250');
    expect(filters.radiusMiles).toBe(250);
    expect(eventSearchFilterParams(filters)).toEqual({});
    expect(eventSearchFilterParams({ ...filters, near: 'Austin, TX' })).toEqual({
      near: 'Austin, TX',
      radiusMiles: '250',
    });
  });

  it('gives the search parameters its schema accepts, repeated ones as lists', () => {
    const params = eventSearchFilterParams(
      read(
        'q=implant&topic=690&topic=490&audience=hygienist&format=virtual&minCredits=3&from=2027-01-01&to=2027-02-01&region=TX&sort=credits',
      ),
    );
    expect(params).toEqual({
      q: 'implant',
      from: '2027-01-01',
      to: '2027-02-01',
      region: 'TX',
      topic: ['490', '690'],
      audience: ['hygienist'],
      format: ['virtual'],
      minCredits: '3',
      sort: 'credits',
    });
    const parsed = serverReads(params);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      topic: ['490', '690'],
      audience: ['hygienist'],
      format: ['virtual'],
      minCredits: 3,
      sort: 'credits',
      region: 'TX',
    });
    // Whatever a URL says, what is sent passes the server's checks.
    expect(
      serverReads(eventSearchFilterParams(read('radiusMiles=50&to=2027-01-01&from=2027-02-01&topic=1&minCredits=500')))
        .success,
    ).toBe(true);
  });

  it('starts both lists again from their first page when a filter changes, keeping the others', () => {
    const next = changeEventFilters(new URLSearchParams('topic=690&page=3&pastPage=2&q=implant'), {
      topic: ['690', '490'],
    });
    expect(next.toString()).toBe('q=implant&topic=490&topic=690');
    expect(changeEventFilters(next, { q: '' }).toString()).toBe('topic=490&topic=690');
  });
});
