import type { EventListing } from '@dental/contracts';
import { cityOptions, filterEvents, monthKeyOf, monthOptions } from './filter-events';

const event = (id: string, date: string, city: string, title = `Event ${id}`): EventListing => ({
  id,
  title,
  description: 'Lectures and workshops',
  date,
  location: `${city} Convention Center`,
  city,
  image: '',
  agenda: null,
  registrationUrl: null,
  isHidden: false,
  isFeatured: false,
  hideSocialMedia: false,
  hideAbstracts: false,
  trashedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const events = [event('a', 'March 12-14, 2027', 'Dallas', 'Lone Star Implant Summit'), event('b', '2027-03-25', 'Austin'), event('c', 'TBD', 'Dallas'), event('d', 'April 9, 2027', 'austin')];

describe('event filters', () => {
  it('reads the month of ranges, ISO and written dates, and nothing from TBD', () => {
    expect(monthKeyOf('March 12-14, 2027')).toBe('2027-03');
    expect(monthKeyOf('2027-03-25')).toBe('2027-03');
    expect(monthKeyOf('TBD')).toBeNull();
    expect(monthOptions(events)).toEqual(['2027-03', '2027-04']);
  });

  it('offers each city once, whatever its case', () => {
    expect(cityOptions(events)).toEqual(['Austin', 'Dallas']);
  });

  it('combines city, month and text search', () => {
    expect(filterEvents(events, { q: '', city: 'dallas', month: '' }).map((e) => e.id)).toEqual(['a', 'c']);
    expect(filterEvents(events, { q: '', city: 'Austin', month: '2027-03' }).map((e) => e.id)).toEqual(['b']);
    expect(filterEvents(events, { q: 'implant', city: '', month: '' }).map((e) => e.id)).toEqual(['a']);
  });
});
