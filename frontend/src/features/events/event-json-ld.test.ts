import type { EventListing } from '@dental/contracts';
import { eventJsonLd } from './event-json-ld';

const PAGE = 'https://dentalevents.example/events/ev-1';
const TODAY = new Date(2026, 10, 24);

function listing(overrides: Partial<EventListing> = {}): EventListing {
  return {
    id: 'ev-1',
    title: 'Implant Symposium',
    description: 'Two days on implants.',
    date: 'March 11-12, 2027',
    location: 'Hyatt Regency, Dallas, TX',
    city: 'Dallas',
    image: '',
    agenda: null,
    registrationUrl: 'https://register.example/implants',
    isHidden: false,
    isFeatured: false,
    hideSocialMedia: false,
    hideAbstracts: false,
    format: 'in_person',
    audiences: [],
    topics: [],
    ceProvider: null,
    fees: [],
    timezone: null,
    startDate: '2027-03-11',
    endDate: '2027-03-12',
    country: 'US',
    region: 'TX',
    commercialSupport: null,
    estimatedCeCredits: null,
    ceCredits: null,
    trashedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    status: 'scheduled',
    statusNote: null,
    previousStartDate: null,
    ...overrides,
  };
}

const orNone = (overrides: Partial<EventListing> = {}, speakers: Array<{ name: string; credentials?: string }> = []) =>
  eventJsonLd(listing(overrides), speakers, PAGE, { siteName: 'Dental Events', today: TODAY });
/** The data of an event with days, which always has some. */
const jsonLd = (
  overrides: Partial<EventListing> = {},
  speakers: Array<{ name: string; credentials?: string }> = [],
) => {
  const data = orNone(overrides, speakers);
  if (!data) throw new Error('An event with days gave no JSON-LD');
  return data;
};

describe('the event page JSON-LD (schema.org EducationEvent)', () => {
  it('describes an in-person event at its venue, with its region and country', () => {
    expect(jsonLd()).toMatchObject({
      '@type': 'EducationEvent',
      startDate: '2027-03-11',
      endDate: '2027-03-12',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Hyatt Regency, Dallas, TX',
        address: { '@type': 'PostalAddress', addressLocality: 'Dallas', addressRegion: 'TX', addressCountry: 'US' },
      },
      offers: {
        '@type': 'Offer',
        url: 'https://register.example/implants',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(jsonLd()).not.toHaveProperty('audience');
    expect(jsonLd()).not.toHaveProperty('teaches');
  });

  it('puts a virtual event at a VirtualLocation with its registration address, and a hybrid one at both', () => {
    const virtual = jsonLd({ format: 'virtual' });
    expect(virtual.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(virtual.location).toEqual({ '@type': 'VirtualLocation', url: 'https://register.example/implants' });

    const hybrid = jsonLd({ format: 'hybrid' });
    expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(hybrid.location).toEqual([
      expect.objectContaining({ '@type': 'Place', name: 'Hyatt Regency, Dallas, TX' }),
      { '@type': 'VirtualLocation', url: 'https://register.example/implants' },
    ]);

    // No address to give: the location still says it is online, without inventing one.
    expect(jsonLd({ format: 'virtual', registrationUrl: null }).location).toEqual({ '@type': 'VirtualLocation' });
  });

  it('names each audience as an educational role', () => {
    expect(jsonLd({ audiences: ['dentist', 'hygienist', 'lab_technician'] }).audience).toEqual([
      { '@type': 'EducationalAudience', educationalRole: 'dentist' },
      { '@type': 'EducationalAudience', educationalRole: 'dental hygienist' },
      { '@type': 'EducationalAudience', educationalRole: 'dental laboratory technician' },
    ]);
  });

  it("says what the event teaches from its subjects and its sessions' subjects, by their AGD names", () => {
    const result = jsonLd({ topics: ['690'], agenda: [{ title: 'Soft tissue', topics: ['490'] }] });
    expect(result.teaches).toEqual(['Periodontics', 'Implants']);
    expect(result.about).toEqual([
      { '@type': 'DefinedTerm', name: 'Periodontics', termCode: '490', inDefinedTermSet: 'AGD subject codes' },
      { '@type': 'DefinedTerm', name: 'Implants', termCode: '690', inDefinedTermSet: 'AGD subject codes' },
    ]);
  });

  it('offers one Offer per fee, each pointing at the registration address when there is one', () => {
    const fees = [
      { label: 'Dentist', amount: 895, currency: 'USD' as const },
      { label: 'Hygienist, early bird', amount: 1250.5, currency: 'CAD' as const },
    ];
    expect(jsonLd({ fees }).offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Dentist',
        price: 895,
        priceCurrency: 'USD',
        url: 'https://register.example/implants',
        availability: 'https://schema.org/InStock',
      },
      {
        '@type': 'Offer',
        name: 'Hygienist, early bird',
        price: 1250.5,
        priceCurrency: 'CAD',
        url: 'https://register.example/implants',
        availability: 'https://schema.org/InStock',
      },
    ]);
    expect(jsonLd({ fees, registrationUrl: null }).offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Dentist',
        price: 895,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      {
        '@type': 'Offer',
        name: 'Hygienist, early bird',
        price: 1250.5,
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
      },
    ]);
    expect(jsonLd({ registrationUrl: null })).not.toHaveProperty('offers');
    // A stored address that is not http(s) is never handed on.
    expect(jsonLd({ fees, registrationUrl: 'javascript:alert(1)' }).offers).toEqual([
      expect.not.objectContaining({ url: expect.anything() as unknown }),
      expect.not.objectContaining({ url: expect.anything() as unknown }),
    ]);
  });

  it('offers nothing once the last day is over, and keeps offering on that day', () => {
    const fees = [{ label: 'Dentist', amount: 895, currency: 'USD' as const }];
    const pastTwoDays = { date: 'November 22-23, 2026', startDate: '2026-11-22', endDate: '2026-11-23', fees };
    expect(jsonLd(pastTwoDays)).not.toHaveProperty('offers');
    expect(jsonLd(pastTwoDays)).toMatchObject({ startDate: '2026-11-22', endDate: '2026-11-23' });
    const endingToday = { date: 'November 23-24, 2026', startDate: '2026-11-23', endDate: '2026-11-24', fees };
    expect(jsonLd(endingToday).offers).toEqual([expect.objectContaining({ price: 895 })]);
  });

  it('takes the days from the date text, else from the stored first and last days, else gives no data at all', () => {
    expect(jsonLd({ date: 'March 11-12, 2027', startDate: '2030-01-01', endDate: '2030-01-02' })).toMatchObject({
      startDate: '2027-03-11',
      endDate: '2027-03-12',
    });
    expect(
      jsonLd({ date: 'Spring, dates to be announced', startDate: '2027-04-02', endDate: '2027-04-04' }),
    ).toMatchObject({ startDate: '2027-04-02', endDate: '2027-04-04' });
    expect(jsonLd({ date: 'Spring, dates to be announced', startDate: '2027-04-02', endDate: null })).toMatchObject({
      startDate: '2027-04-02',
      endDate: '2027-04-02',
    });
    // Search engines require a startDate: an EducationEvent without one is invalid structured data.
    expect(orNone({ date: 'TBD (Spring 2027)', startDate: null, endDate: null })).toBeNull();
  });

  it("says the event's status, the day a rescheduled event moved from, and offers nothing for a cancelled one", () => {
    expect(jsonLd().eventStatus).toBe('https://schema.org/EventScheduled');
    const cancelled = jsonLd({ status: 'cancelled', statusNote: 'Storm' });
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(cancelled).not.toHaveProperty('offers');
    expect(jsonLd({ status: 'postponed' }).eventStatus).toBe('https://schema.org/EventPostponed');
    expect(jsonLd({ status: 'rescheduled', previousStartDate: '2027-02-01' })).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: '2027-02-01',
    });
    expect(jsonLd({ status: 'scheduled' })).not.toHaveProperty('previousStartDate');
    const online = jsonLd({ status: 'moved_online', format: 'in_person' });
    expect(online).toMatchObject({
      eventStatus: 'https://schema.org/EventMovedOnline',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
    });
  });

  it("gives speakers' credentials as their honorific suffix", () => {
    expect(
      jsonLd({}, [
        { name: 'Dr. Ana Ruiz', credentials: 'DDS, MS' },
        { name: 'Sam Lee', credentials: '' },
        { name: 'Kim Park' },
      ]).performer,
    ).toEqual([
      { '@type': 'Person', name: 'Dr. Ana Ruiz', honorificSuffix: 'DDS, MS' },
      { '@type': 'Person', name: 'Sam Lee' },
      { '@type': 'Person', name: 'Kim Park' },
    ]);
  });

  it('reads a listing saved before CE data existed as an in-person event', () => {
    const { format: _format, audiences: _audiences, topics: _topics, fees: _fees, ...older } = listing();
    const result = eventJsonLd(older, [], PAGE, { siteName: undefined, today: TODAY }) ?? {};
    expect(result.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(result.location).toMatchObject({ '@type': 'Place' });
    expect(result).not.toHaveProperty('organizer');
  });
});
