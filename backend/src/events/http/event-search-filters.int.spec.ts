import type { ApiErrorBody, EventListing, EventSearchAnswer } from '@dental/contracts';
import { TestApp, eventForm } from '../../testing/test-app';
import { CityDirectory, distanceMiles } from '../places/city-directory';

/**
 * GET /api/events/search on a held data set: every filter alone and combined, radius edges,
 * overlapping date ranges, repeatable parameters, sorting, paging totals, facet counts, and 400s.
 */
describe('event search filters', () => {
  let app: TestApp;
  let admin: string;

  const lecture = (time: string, ceCredits: number, extra: Record<string, unknown> = {}) => ({
    time,
    title: `Lecture at ${time}`,
    ceCredits,
    creditType: 'lecture',
    ...extra,
  });
  const create = async (title: string, overrides: Record<string, unknown>) => {
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm({ title, description: `About ${title}.`, ...overrides }),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const search = async (query: string) => {
    const response = await app.request<EventSearchAnswer>('GET', `/api/events/search?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const titles = async (query: string) => (await search(query)).items.map((event) => event.title);

  beforeAll(async () => {
    app = await TestApp.start();
    // Local noon, so the calendar day is November 21, 2026 in any time zone.
    app.clock.set(new Date(2026, 10, 21, 12, 0, 0));
    admin = await app.login();
    const dallas = await create('Dallas Implant Summit', {
      date: 'March 11-12, 2027',
      city: 'Dallas, TX',
      audiences: ['dentist'],
      topics: ['690'],
      agenda: [
        lecture('8:00 AM', 3, { title: 'Guided Surgery', speaker: 'Dr. Rafael Montoya' }),
        {
          time: '1:00 PM',
          title: 'Hands-on Workshops',
          sessions: [
            { title: 'Sinus Lift Lab', ceCredits: 3, creditType: 'participation' },
            { title: 'Suturing Lab', ceCredits: 3, creditType: 'participation' },
          ],
        },
      ],
    });
    await app.request('POST', '/api/speakers', {
      cookie: admin,
      body: {
        eventId: dallas.id,
        name: 'Dr. Priya Ramanathan',
        profession: 'Prosthodontist',
        specialty: 'Implants',
        lectureTitle: 'Provisionals',
        email: 'priya@example.org',
      },
    });
    await create('Fort Worth Hygiene Day', {
      date: '2027-01-15',
      city: 'Fort Worth, TX',
      format: 'hybrid',
      audiences: ['hygienist', 'assistant'],
      topics: ['490'],
      estimatedCeCredits: 4,
    });
    await create('Austin Esthetics Retreat', {
      date: 'February 1-3, 2027',
      city: 'Austin, TX',
      audiences: ['dentist'],
      topics: ['780'],
      agenda: [lecture('9:00 AM', 6, { topics: ['690'] }), lecture('1:00 PM', 6)],
    });
    await create('Toronto Virtual Perio', {
      date: 'December 1-2, 2026',
      city: 'Toronto, ON',
      format: 'virtual',
      audiences: ['dentist', 'hygienist'],
      topics: ['490'],
      agenda: [lecture('9:00 AM', 2)],
    });
    await create('Boston Practice Management', {
      date: '2026-12-10',
      city: 'Boston, MA',
      audiences: ['office_staff'],
      topics: ['550'],
    });
    await create('Past Chicago Meeting', {
      date: '2026-05-01',
      city: 'Chicago, IL',
      topics: ['690'],
      agenda: [lecture('9:00 AM', 8)],
    });
    await create('Denver Spring Course', {
      date: 'Spring 2027',
      startDate: '2027-04-10',
      endDate: '2027-04-11',
      city: 'Denver, CO',
    });
  });
  afterAll(async () => {
    await app.stop();
  });

  describe('place', () => {
    it('region and country', async () => {
      expect(await titles('region=TX')).toEqual([
        'Fort Worth Hygiene Day',
        'Austin Esthetics Retreat',
        'Dallas Implant Summit',
      ]);
      expect(await titles('region=tx')).toEqual([
        'Fort Worth Hygiene Day',
        'Austin Esthetics Retreat',
        'Dallas Implant Summit',
      ]);
      expect(await titles('country=CA')).toEqual(['Toronto Virtual Perio']);
      expect(await titles('country=US&region=ON')).toEqual([]);
    });

    it('near a city, 100 miles by default; wider and narrower radii', async () => {
      expect(await titles('near=Dallas, TX')).toEqual(['Fort Worth Hygiene Day', 'Dallas Implant Summit']);
      expect(await titles('near=Dallas, TX&radiusMiles=250')).toEqual([
        'Fort Worth Hygiene Day',
        'Austin Esthetics Retreat',
        'Dallas Implant Summit',
      ]);
      expect(await titles('near=Toronto')).toEqual(['Toronto Virtual Perio']);
    });

    it('the radius edge: a city exactly at the distance is in, a mile less leaves it out', async () => {
      const cities = new CityDirectory();
      const miles = distanceMiles(cities.find('Dallas, TX')!, cities.find('Fort Worth, TX')!);
      expect(await titles(`near=Dallas, TX&radiusMiles=${Math.ceil(miles)}`)).toContain('Fort Worth Hygiene Day');
      expect(await titles(`near=Dallas, TX&radiusMiles=${Math.floor(miles) - 1}`)).toEqual(['Dallas Implant Summit']);
    });
  });

  describe('days', () => {
    it('from and to match events whose days overlap the span, edges included', async () => {
      expect(await titles('from=2027-03-12&to=2027-03-20')).toEqual(['Dallas Implant Summit']);
      expect(await titles('from=2027-03-13&to=2027-03-20')).toEqual([]);
      expect(await titles('from=2027-02-03&to=2027-02-03')).toEqual(['Austin Esthetics Retreat']);
      expect(await titles('to=2026-12-01')).toEqual(['Past Chicago Meeting', 'Toronto Virtual Perio']);
      // Without `upcoming` the order is GET /api/events's, where a date text nobody can read sorts early (spec section 9).
      expect(await titles('from=2027-03-01')).toEqual(['Denver Spring Course', 'Dallas Implant Summit']);
      expect(await titles('from=2027-03-01&upcoming=true')).toEqual(['Dallas Implant Summit', 'Denver Spring Course']);
    });

    it('an event whose text cannot be read is found, listed and timed by the days an admin gave it', async () => {
      expect(await titles('from=2027-04-01&to=2027-04-30')).toEqual(['Denver Spring Course']);
    });
  });

  describe('what it teaches, for whom, how', () => {
    it('topic matches the event or any session; repeated, any of them', async () => {
      expect(await titles('topic=690&upcoming=true')).toEqual(['Austin Esthetics Retreat', 'Dallas Implant Summit']);
      expect(await titles('topic=690&topic=490&upcoming=true')).toEqual([
        'Toronto Virtual Perio',
        'Fort Worth Hygiene Day',
        'Austin Esthetics Retreat',
        'Dallas Implant Summit',
      ]);
    });

    it('audience and format, repeatable', async () => {
      expect(await titles('audience=hygienist')).toEqual(['Toronto Virtual Perio', 'Fort Worth Hygiene Day']);
      expect(await titles('audience=office_staff&audience=assistant')).toEqual([
        'Boston Practice Management',
        'Fort Worth Hygiene Day',
      ]);
      expect(await titles('format=virtual&format=hybrid')).toEqual(['Toronto Virtual Perio', 'Fort Worth Hygiene Day']);
      expect(await titles('format=in_person&country=CA')).toEqual([]);
    });

    it("minCredits counts the agenda's credits, else the organiser's estimate", async () => {
      expect(await titles('minCredits=5&upcoming=true')).toEqual(['Austin Esthetics Retreat', 'Dallas Implant Summit']);
      expect(await titles('minCredits=4&upcoming=true')).toEqual([
        'Fort Worth Hygiene Day',
        'Austin Esthetics Retreat',
        'Dallas Implant Summit',
      ]);
      expect(await titles('minCredits=0.25&upcoming=true')).toEqual([
        'Toronto Virtual Perio',
        'Fort Worth Hygiene Day',
        'Austin Esthetics Retreat',
        'Dallas Implant Summit',
      ]);
    });

    it('q finds speakers by name and sessions by title, every word', async () => {
      expect(await titles('q=montoya')).toEqual(['Dallas Implant Summit']);
      expect(await titles('q=ramanathan')).toEqual(['Dallas Implant Summit']);
      expect(await titles('q=sinus lab')).toEqual(['Dallas Implant Summit']);
      expect(await titles('q=sinus boston')).toEqual([]);
    });
  });

  describe('combined, sorted and paged', () => {
    it('filters combine with AND', async () => {
      expect(await titles('region=TX&audience=dentist&minCredits=6')).toEqual([
        'Austin Esthetics Retreat',
        'Dallas Implant Summit',
      ]);
      expect(await titles('near=Dallas, TX&topic=490&from=2027-01-01')).toEqual(['Fort Worth Hygiene Day']);
    });

    it('sort=credits puts the most credits first, events without credits last in date order', async () => {
      expect(await titles('sort=credits&upcoming=true')).toEqual([
        'Austin Esthetics Retreat',
        'Dallas Implant Summit',
        'Fort Worth Hygiene Day',
        'Toronto Virtual Perio',
        'Boston Practice Management',
        'Denver Spring Course',
      ]);
    });

    it('pages keep the total of every match', async () => {
      const second = await search('sort=credits&upcoming=true&pageSize=2&page=2');
      expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
      expect(second.items.map((event) => event.title)).toEqual(['Fort Worth Hygiene Day', 'Toronto Virtual Perio']);
      expect((await search('region=TX&pageSize=1&page=3')).items.map((event) => event.title)).toEqual([
        'Dallas Implant Summit',
      ]);
      expect((await search('region=TX&pageSize=1&page=4')).items).toEqual([]);
    });
  });

  describe('facets', () => {
    it("count each value with every other filter applied but the facet's own", async () => {
      const facets = (await search('upcoming=true&region=TX')).facets;
      expect(facets.region).toEqual({ CO: 1, MA: 1, ON: 1, TX: 3 });
      expect(facets.topic).toEqual({ '490': 1, '690': 2, '780': 1 });
      expect(facets.audience).toEqual({ assistant: 1, dentist: 2, hygienist: 1 });
      expect(facets.format).toEqual({ hybrid: 1, in_person: 2 });

      const byTopic = (await search('upcoming=true&topic=490')).facets;
      expect(byTopic.topic).toEqual({ '490': 2, '550': 1, '690': 2, '780': 1 });
      expect(byTopic.format).toEqual({ hybrid: 1, virtual: 1 });
      expect(byTopic.region).toEqual({ ON: 1, TX: 1 });
    });
  });

  // Last: it adds events the other tests do not expect.
  it('an event dated only by the days an admin gave is listed by them: upcoming in its place, past once they are over', async () => {
    // Listed first, so only the days can put the winter course before it.
    await create('Undated Meeting', { date: 'TBD', city: 'Boston, MA' });
    await create('Winter Course', {
      date: 'Winter 2027',
      startDate: '2027-01-20',
      endDate: '2027-01-21',
      city: 'Boston, MA',
    });
    await create('Last Fall Course', {
      date: 'Last fall',
      startDate: '2026-10-01',
      endDate: '2026-10-02',
      city: 'Boston, MA',
    });
    expect(await titles('region=MA&upcoming=true')).toEqual([
      'Boston Practice Management',
      'Winter Course',
      'Undated Meeting',
    ]);
    expect(await titles('region=MA&upcoming=false')).toEqual(['Last Fall Course']);
  });

  it.each([
    ['an unknown subject code', 'topic=999', 'topic must be an AGD subject code, such as "690"'],
    [
      'an unknown audience',
      'audience=patient',
      'audience must be one of dentist, hygienist, assistant, lab_technician, office_staff, student',
    ],
    ['an unknown format', 'format=onsite', 'format must be one of in_person, virtual, hybrid'],
    ['negative credits', 'minCredits=-1', 'minCredits must be a number from 0 to 200'],
    ['credits that are not a number', 'minCredits=lots', 'minCredits must be a number from 0 to 200'],
    ['a day that does not exist', 'from=2027-02-30', 'from must be a date written YYYY-MM-DD'],
    ['a span that ends before it starts', 'from=2027-03-01&to=2027-02-01', 'to cannot be before from'],
    ['an unknown state', 'region=ZZ', 'region must be a US state or Canadian province code, such as "TX" or "ON"'],
    ['a country outside North America', 'country=MX', 'country must be "US" or "CA"'],
    ['a radius without a city', 'radiusMiles=50', 'radiusMiles needs near, such as near=Dallas, TX'],
    ['a radius of 0', 'near=Dallas, TX&radiusMiles=0', 'radiusMiles must be a number of miles from 1 to 3000'],
    [
      'a city nobody knows',
      'near=Atlantis, TX',
      'No US or Canadian city called "Atlantis, TX" is known; write it as "Dallas, TX"',
    ],
    ['an unknown sort', 'sort=popularity', "sort must be 'date' or 'credits'"],
    ['a repeated near', 'near=Dallas&near=Austin', 'near must be given once'],
  ])('answers 400 naming the parameter for %s', async (_case, query, message) => {
    const response = await app.request<ApiErrorBody>('GET', `/api/events/search?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.issues?.map((issue) => issue.message)).toContain(message);
  });
});
