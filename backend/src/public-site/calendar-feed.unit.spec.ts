import { DomainError } from '../shared/domain/domain-errors';
import { feedOrigin } from '../shared/http/site-origin';
import { describeFilters, parseCalendarFeedQuery } from './calendar-feed';

describe('the calendar feed parameters', () => {
  it('are the /events search parameters, defaults included', () => {
    expect(parseCalendarFeedQuery({ topic: ['690', '490'], region: 'tx' })).toMatchObject({
      topic: ['690', '490'],
      region: 'TX',
      q: '',
      sort: 'date',
      audience: [],
      format: [],
    });
    expect(parseCalendarFeedQuery(undefined)).toMatchObject({ topic: [], q: '' });
  });

  it('refuse paging and past events along with every other bad parameter, in one 400', () => {
    const refusal = (() => {
      try {
        parseCalendarFeedQuery({ page: '2', upcoming: 'true', topic: '999' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).kind).toBe('invalid');
    expect((refusal as DomainError).issues!.map((issue) => issue.path)).toEqual(['upcoming', 'page', 'topic.0']);
  });
});

describe('a filtered feed named in words', () => {
  const query = (given: Record<string, unknown>) => parseCalendarFeedQuery(given);

  it('is empty without filters, so the feed takes the site name alone', () => {
    expect(describeFilters(query({}))).toBe('');
    expect(describeFilters(query({ sort: 'credits' }))).toBe('');
  });

  it('names subjects, places, days, formats, audiences and credits as a visitor reads them', () => {
    expect(describeFilters(query({ topic: ['690', '490'], region: 'TX', format: 'virtual' }))).toBe(
      'Implants or Periodontics, TX, Virtual',
    );
    expect(
      describeFilters(
        query({
          q: 'sinus lift',
          near: 'Dallas, TX',
          country: 'US',
          month: '2027-03',
          audience: 'hygienist',
          minCredits: '6.5',
        }),
      ),
    ).toBe('“sinus lift”, within 100 miles of Dallas, TX, United States, March 2027, for Hygienists, 6.5+ CE credits');
    expect(describeFilters(query({ city: 'Toronto', from: '2027-01-01', to: '2027-02-01' }))).toBe(
      'Toronto, 2027-01-01 to 2027-02-01',
    );
    expect(describeFilters(query({ to: '2027-02-01', near: 'Austin', radiusMiles: '25' }))).toBe(
      'within 25 miles of Austin, until 2027-02-01',
    );
  });

  it('names the renewal rule set (and rule) a session must count toward, as the rule sets name it', () => {
    expect(
      describeFilters(
        query({ topic: '690', countsToward: 'ca-dentist:infection-control' }),
        'California dentists · Infection control',
      ),
    ).toBe('Implants, counts toward California dentists · Infection control');
    // Without the rule sets' words, the value as given rather than nothing.
    expect(describeFilters(query({ countsToward: 'ca-dentist' }))).toBe('counts toward ca-dentist');
  });
});

describe('the origin a feed links to', () => {
  it('is the scheme and host alone', () => {
    expect(feedOrigin('https://events.example.com')).toBe('https://events.example.com');
    expect(feedOrigin('http://b.example/?x=<y>&z')).toBe('http://b.example');
    expect(feedOrigin('http://localhost:5173')).toBe('http://localhost:5173');
  });

  it('is refused when the Host header names no host', () => {
    expect(() => feedOrigin('http://<script>')).toThrow('The Host header does not name a host');
    expect(() => feedOrigin('http://')).toThrow('The Host header does not name a host');
  });
});
