import {
  AgendaSchema,
  CREDIT_STEP,
  EVENT_FORMATS,
  EventFormSchema,
  EventSubmissionFormSchema,
  FEATURED_EVENTS_LIMIT,
  NO_RELEVANT_RELATIONSHIPS,
  SCHEDULE_HEADING,
  SpeakerFormSchema,
  countryOfRegion,
  eventCeCredits,
  isAgdSubjectCode,
  isHttpUrl,
  isSetSocialLink,
  isValidEventImage,
  isValidSponsorLogo,
  matchSpeakerByName,
  normaliseAgenda,
  readEventDate as readEventDateShared,
  selectHomeFeaturedSpeakers,
  speakerNamesOf,
  type AgendaSession,
} from '@dental/contracts';
import { z } from 'zod';
import { demoEvents, demoSpeakers, demoSponsors, demoSubmissions, demoTierNames } from './demo-data';
import type { DemoEvent } from './types';

/**
 * Pins down what the demo data set must show off, so that an edit to the data cannot silently
 * drop a case the screens are meant to exercise (agenda shapes, flags, date forms, limits).
 */

/** A fixed "now" in late 2026, so past/upcoming checks do not depend on the day the tests run. */
const REFERENCE_NOW = new Date('2026-11-15T00:00:00Z');

const US_CANADA_CITIES = [
  'Dallas',
  'Austin',
  'Orlando',
  'Chicago',
  'Los Angeles',
  'San Francisco',
  'Seattle',
  'Napa Valley',
  'Washington DC',
  'Boston',
  'New York',
  'NYC',
  'Miami',
  'Las Vegas',
  'Denver',
  'Toronto',
  'Vancouver',
  'Montreal',
  'Calgary',
  'Ottawa',
];

type DateForm = 'iso' | 'range' | 'other' | 'unparseable';

function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** The date reading of spec section 4: ISO, 'Month D-D, YYYY', another parseable date, ordinal suffix stripped as a fallback. */
function readEventDate(text: string): { form: DateForm; date: Date | null } {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return isValidDate(date) ? { form: 'iso', date } : { form: 'unparseable', date: null };
  }
  const range = /^([A-Za-z]+)\s+(\d{1,2})\s*-\s*\d{1,2},\s*(\d{4})$/.exec(value);
  if (range) {
    const date = new Date(`${range[1]} ${range[2]}, ${range[3]}`);
    return isValidDate(date) ? { form: 'range', date } : { form: 'unparseable', date: null };
  }
  const direct = new Date(value);
  if (isValidDate(direct)) return { form: 'other', date: direct };
  const stripped = new Date(value.replace(/(\d{1,2})(st|nd|rd|th)\b/gi, '$1'));
  if (isValidDate(stripped)) return { form: 'other', date: stripped };
  return { form: 'unparseable', date: null };
}

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$/;
const SOCIAL_HOSTS =
  /^(www\.)?(instagram\.com|twitter\.com|x\.com|facebook\.com|linkedin\.com|tiktok\.com|youtube\.com|github\.com)$/;

function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Agenda helpers

type AgendaValue = NonNullable<DemoEvent['agenda']>;
type AgendaShape = 'days-list-date' | 'days-list-day' | 'sessions-list' | 'days-object' | 'keyed-by-date';
interface AgendaDayView {
  label: string;
  sessions: AgendaSession[];
}

function isDayEntry(value: unknown): value is { date?: string; day?: string; sessions: AgendaSession[] } {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Array.isArray(entry.sessions) &&
    (typeof entry.date === 'string' || typeof entry.day === 'string') &&
    !('title' in entry)
  );
}

function agendaShape(agenda: AgendaValue): AgendaShape {
  if (Array.isArray(agenda)) {
    if (agenda.length > 0 && agenda.every(isDayEntry)) {
      return agenda.every((day) => typeof (day as { date?: string }).date === 'string')
        ? 'days-list-date'
        : 'days-list-day';
    }
    if (agenda.some(isDayEntry)) throw new Error('An agenda list mixes days and sessions');
    return 'sessions-list';
  }
  const record = agenda as Record<string, unknown>;
  if (Array.isArray(record.days)) return 'days-object';
  if (Object.keys(record).every((key) => /^\d{4}-\d{2}-\d{2}$/.test(key))) return 'keyed-by-date';
  throw new Error('Unknown agenda shape');
}

function agendaDays(agenda: AgendaValue): AgendaDayView[] {
  const shape = agendaShape(agenda);
  if (shape === 'sessions-list') return [{ label: 'schedule', sessions: agenda as AgendaSession[] }];
  if (shape === 'days-list-date' || shape === 'days-list-day') {
    return (agenda as Array<{ date?: string; day?: string; sessions: AgendaSession[] }>).map((day) => ({
      label: day.date ?? day.day ?? '',
      sessions: day.sessions,
    }));
  }
  if (shape === 'days-object') {
    return (agenda as { days: Array<{ date?: string; day?: string; sessions: AgendaSession[] }> }).days.map((day) => ({
      label: day.date ?? day.day ?? '',
      sessions: day.sessions,
    }));
  }
  return Object.entries(agenda as Record<string, AgendaSession[]>).map(([label, sessions]) => ({ label, sessions }));
}

function allSessions(sessions: AgendaSession[]): AgendaSession[] {
  return sessions.flatMap((session) => [session, ...allSessions(session.sessions ?? [])]);
}

function sessionsOf(event: DemoEvent): AgendaSession[] {
  return event.agenda ? agendaDays(event.agenda).flatMap((day) => allSessions(day.sessions)) : [];
}

/** Every person a session names: the `speaker` string split on commas and ampersands, plus `speakers`. */
function namesIn(session: AgendaSession): string[] {
  return speakerNamesOf(session);
}

const NICKNAMES: Record<string, string> = {
  mike: 'michael',
  tom: 'thomas',
  bob: 'robert',
  chris: 'christopher',
  bill: 'william',
  kate: 'katherine',
};

function nameTokens(name: string): string[] {
  return name
    .replace(/\bDr\.?\s+/gi, '')
    .replace(/[^\p{L}\s-]/gu, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

type MatchKind = 'exact' | 'nickname' | 'partial';

function matchKind(agendaName: string, recordName: string): MatchKind | null {
  const wanted = nameTokens(agendaName);
  const record = nameTokens(recordName);
  if (wanted.join(' ') === record.join(' ')) return 'exact';
  const canonical = (token: string) => NICKNAMES[token] ?? token;
  if (
    wanted.length === 2 &&
    record.length === 2 &&
    wanted[1] === record[1] &&
    canonical(wanted[0]) === canonical(record[0])
  ) {
    return 'nickname';
  }
  if (wanted.length >= 2 && wanted.every((token) => record.includes(token))) return 'partial';
  return null;
}

// ---------------------------------------------------------------------------------------------

describe('demo events', () => {
  const eventKeys = demoEvents.map((event) => event.key);
  const live = demoEvents.filter((event) => !event.isHidden && event.trashedDaysAgo === undefined);

  it('has at least 12 events with unique keys in US and Canadian cities', () => {
    expect(demoEvents.length).toBeGreaterThanOrEqual(12);
    expect(new Set(eventKeys).size).toBe(eventKeys.length);
    for (const event of demoEvents) {
      expect(US_CANADA_CITIES).toContain(event.city);
      expect(event.location).toContain(event.city);
    }
  });

  it('passes the edit-event form rules, agenda included', () => {
    for (const event of demoEvents) {
      const result = EventFormSchema.safeParse(event);
      expect({ key: event.key, issues: result.success ? [] : result.error.issues }).toEqual({
        key: event.key,
        issues: [],
      });
      if (event.agenda) expect(AgendaSchema.safeParse(event.agenda).success).toBe(true);
    }
  });

  it('writes dates in every supported form, with exactly one unparseable date', () => {
    const forms = demoEvents.map((event) => readEventDate(event.date).form);
    expect(forms.filter((form) => form === 'iso').length).toBeGreaterThanOrEqual(1);
    expect(forms.filter((form) => form === 'range').length).toBeGreaterThanOrEqual(1);
    expect(forms.filter((form) => form === 'other').length).toBeGreaterThanOrEqual(1);
    expect(forms.filter((form) => form === 'unparseable')).toHaveLength(1);
    // Plain Date parsing must not read the unparseable one as a year either.
    const unparseable = demoEvents.find((event) => readEventDate(event.date).form === 'unparseable')!;
    expect(isValidDate(new Date(unparseable.date))).toBe(false);
    // The shared display rule reads every date the same way.
    for (const event of demoEvents) {
      const own = readEventDate(event.date);
      const shared = readEventDateShared(event.date);
      expect({ date: event.date, parsed: shared !== null, range: shared?.isRange ?? false }).toEqual({
        date: event.date,
        parsed: own.form !== 'unparseable',
        range: own.form === 'range',
      });
    }
    // At least one ordinal date that needs the suffix stripped.
    expect(
      demoEvents.some((event) => /\d(st|nd|rd|th)\b/.test(event.date) && readEventDate(event.date).form === 'other'),
    ).toBe(true);
  });

  it('spans 2025 to 2027 with past and upcoming events relative to late 2026', () => {
    const dates = demoEvents
      .map((event) => readEventDate(event.date).date)
      .filter((date): date is Date => date !== null);
    const years = new Set(dates.map((date) => date.getFullYear()));
    expect([...years].sort()).toEqual([2025, 2026, 2027]);
    expect(dates.filter((date) => date < REFERENCE_NOW).length).toBeGreaterThanOrEqual(3);
    expect(dates.filter((date) => date > REFERENCE_NOW).length).toBeGreaterThanOrEqual(3);
    const liveUpcoming = live.filter((event) => {
      const date = readEventDate(event.date).date;
      return date !== null && date > REFERENCE_NOW;
    });
    expect(liveUpcoming.length).toBeGreaterThanOrEqual(4);
  });

  it('has one hidden event, one trashed 3 days ago, and 4-5 featured live events', () => {
    expect(demoEvents.filter((event) => event.isHidden)).toHaveLength(1);
    const trashed = demoEvents.filter((event) => event.trashedDaysAgo !== undefined);
    expect(trashed).toHaveLength(1);
    expect(trashed[0].trashedDaysAgo).toBe(3);
    const featured = demoEvents.filter((event) => event.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(5);
    expect(featured.length).toBeLessThanOrEqual(FEATURED_EVENTS_LIMIT);
    for (const event of featured) {
      expect(event.isHidden).toBeFalsy();
      expect(event.trashedDaysAgo).toBeUndefined();
    }
  });

  it('hides social media on one event and abstracts on another, both with speakers', () => {
    const socialHidden = demoEvents.filter((event) => event.hideSocialMedia);
    const abstractsHidden = demoEvents.filter((event) => event.hideAbstracts);
    expect(socialHidden).toHaveLength(1);
    expect(abstractsHidden).toHaveLength(1);
    for (const event of [...socialHidden, ...abstractsHidden]) {
      expect(demoSpeakers.some((speaker) => speaker.eventKey === event.key)).toBe(true);
    }
  });

  it('leaves at least two events without a registration URL and uses example domains for the rest', () => {
    expect(demoEvents.filter((event) => event.registrationUrl === null).length).toBeGreaterThanOrEqual(2);
    for (const event of demoEvents) {
      if (event.registrationUrl === null) continue;
      expect(isHttpUrl(event.registrationUrl)).toBe(true);
      expect(hostOf(event.registrationUrl)).toMatch(EXAMPLE_HOST);
    }
  });

  it('gives every event a banner of its own among the attached event banners, which the event form accepts', () => {
    for (const event of demoEvents) {
      expect(isValidEventImage(event.image)).toBe(true);
      expect(event.image).toBe(`/attached_assets/events/${event.key}.webp`);
    }
    expect(new Set(demoEvents.map((event) => event.image)).size).toBe(demoEvents.length);
  });
});

describe('demo agendas', () => {
  const withAgenda = demoEvents.filter((event): event is DemoEvent & { agenda: AgendaValue } => event.agenda !== null);
  const everySession = withAgenda.flatMap(sessionsOf);

  it('covers all four agenda shapes, including a days list that uses `day`', () => {
    const shapes = new Set(withAgenda.map((event) => agendaShape(event.agenda)));
    expect(shapes).toEqual(
      new Set<AgendaShape>(['days-list-date', 'days-list-day', 'sessions-list', 'days-object', 'keyed-by-date']),
    );
  });

  it('renders through the shared agenda rule: schedule heading, sorted days, workshop groups and a forum', () => {
    const views = withAgenda.map((event) => ({
      shape: agendaShape(event.agenda),
      view: normaliseAgenda(event.agenda),
    }));
    for (const { view } of views) expect(view.days.length).toBeGreaterThan(0);
    expect(
      views.filter(({ shape }) => shape === 'sessions-list').every(({ view }) => view.heading === SCHEDULE_HEADING),
    ).toBe(true);
    for (const { shape, view } of views.filter((entry) => entry.shape === 'keyed-by-date')) {
      const labels = view.days.map((day) => day.label ?? '');
      expect({ shape, labels }).toEqual({ shape, labels: [...labels].sort() });
    }
    const items = views.flatMap(({ view }) => view.days.flatMap((day) => day.items));
    const groups = items.filter((item) => item.kind === 'workshop-group');
    expect(groups.some((group) => group.sessions.length >= 3 && group.sessions.length <= 4)).toBe(true);
    // Consecutive workshop sessions at the same time fold into one group.
    expect(
      groups.some((group) => group.sessions.length >= 2 && group.sessions.every(({ session }) => !session.sessions)),
    ).toBe(true);
    for (const group of groups)
      for (const workshop of group.sessions) expect(workshop.speakerNames.length).toBeGreaterThan(0);
    const forums = items.filter((item) => item.kind === 'corporate-forum');
    expect(forums.length).toBeGreaterThanOrEqual(1);
    for (const forum of forums)
      for (const lecture of forum.sessions) expect(lecture.speakerNames.length).toBeGreaterThan(0);
  });

  it('has an agenda keyed by date whose keys are out of order', () => {
    const keyed = withAgenda.filter((event) => agendaShape(event.agenda) === 'keyed-by-date');
    expect(
      keyed.some((event) => {
        const keys = Object.keys(event.agenda);
        return keys.join() !== [...keys].sort().join();
      }),
    ).toBe(true);
  });

  it('names several people in one `speaker` string joined by commas and an ampersand', () => {
    expect(everySession.some((session) => session.speaker?.includes(',') && session.speaker.includes('&'))).toBe(true);
  });

  it('lists `speakers` both as strings and as objects with a name', () => {
    const entries = everySession.flatMap((session) => session.speakers ?? []);
    expect(entries.some((entry) => typeof entry === 'string')).toBe(true);
    expect(entries.some((entry) => typeof entry === 'object' && typeof entry.name === 'string')).toBe(true);
  });

  it('uses tracks, locations and breaks without speakers', () => {
    expect(everySession.some((session) => session.track)).toBe(true);
    expect(everySession.some((session) => session.location)).toBe(true);
    const breaks = everySession.filter((session) => session.type === 'break');
    expect(breaks.map((session) => session.title)).toEqual(expect.arrayContaining(['Coffee Break', 'Lunch']));
    for (const session of breaks) expect(namesIn(session)).toEqual([]);
  });

  it('has a concurrent-workshops group of 3-4 workshops, each with speakers', () => {
    const groups = everySession.filter(
      (session) =>
        /workshops?|seminars|hands-on/i.test(session.title) &&
        (session.sessions?.length ?? 0) > 0 &&
        session.type !== 'corporate_forum',
    );
    expect(groups.some((group) => group.sessions!.length >= 3 && group.sessions!.length <= 4)).toBe(true);
    for (const group of groups) {
      for (const workshop of group.sessions!) expect(namesIn(workshop).length).toBeGreaterThan(0);
    }
  });

  it('has consecutive workshop sessions at the same time', () => {
    const found = withAgenda.some((event) =>
      agendaDays(event.agenda).some((day) =>
        day.sessions.some((session, index) => {
          const next = day.sessions[index + 1];
          return (
            next !== undefined &&
            session.time !== undefined &&
            session.time === next.time &&
            /workshop/i.test(session.title) &&
            /workshop/i.test(next.title)
          );
        }),
      ),
    );
    expect(found).toBe(true);
  });

  it('has a corporate forum with nested timed lectures, each given by speakers', () => {
    const forums = everySession.filter((session) => session.type === 'corporate_forum');
    expect(forums.length).toBeGreaterThanOrEqual(1);
    for (const forum of forums) {
      expect(forum.sessions?.length ?? 0).toBeGreaterThanOrEqual(2);
      for (const lecture of forum.sessions!) {
        expect(lecture.time).toBeTruthy();
        expect(lecture.title).toBeTruthy();
        expect(namesIn(lecture).length).toBeGreaterThan(0);
      }
    }
  });

  it('names only people who have a speaker record for the event, by exact, nickname or partial match', () => {
    const kinds = new Set<MatchKind>();
    const names: string[] = [];
    for (const event of withAgenda) {
      const records = demoSpeakers.filter((speaker) => speaker.eventKey === event.key);
      for (const name of sessionsOf(event).flatMap(namesIn)) {
        names.push(name);
        const matches = records
          .map((record) => ({ record: record.name, kind: matchKind(name, record.name) }))
          .filter((match) => match.kind !== null);
        expect({ event: event.key, name, matches: matches.length }).toEqual({ event: event.key, name, matches: 1 });
        kinds.add(matches[0].kind!);
        expect({ name, shared: matchSpeakerByName(name, records)?.name }).toEqual({ name, shared: matches[0].record });
      }
    }
    expect(kinds).toEqual(new Set<MatchKind>(['exact', 'nickname', 'partial']));
    // Mostly written as 'Dr. First Last'.
    expect(names.filter((name) => name.startsWith('Dr. ')).length / names.length).toBeGreaterThan(0.7);
  });
});

describe('demo speakers', () => {
  const eventKeys = new Set(demoEvents.map((event) => event.key));
  const HEADSHOT = /^\/attached_assets\/speakers\/[a-z0-9-]+\.svg$/;

  it('has at least 34 speakers on known events, with some events left without speakers', () => {
    expect(demoSpeakers.length).toBeGreaterThanOrEqual(34);
    for (const speaker of demoSpeakers) expect(eventKeys).toContain(speaker.eventKey);
    const eventsWithSpeakers = new Set(demoSpeakers.map((speaker) => speaker.eventKey));
    expect(demoEvents.filter((event) => !eventsWithSpeakers.has(event.key)).length).toBeGreaterThanOrEqual(1);
    const names = demoSpeakers.map((speaker) => speaker.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('fills the required fields, without credentials in names', () => {
    for (const speaker of demoSpeakers) {
      for (const field of ['name', 'profession', 'specialty', 'lectureTitle', 'email'] as const) {
        expect(speaker[field].trim().length).toBeGreaterThan(0);
      }
      expect(speaker.name).not.toMatch(/,|\b(DDS|DMD|MD|MS|PhD|RDH|CDT|BDS)\b/);
      expect(z.string().email().safeParse(speaker.email).success).toBe(true);
      expect(speaker.email.split('@')[1]).toMatch(EXAMPLE_HOST);
    }
  });

  it('gives about 60% a bundled headshot, a few no photo and one a placeholder', () => {
    const headshots = demoSpeakers.filter(
      (speaker) => HEADSHOT.test(speaker.image) && !speaker.image.includes('placeholder'),
    );
    const share = headshots.length / demoSpeakers.length;
    expect(share).toBeGreaterThanOrEqual(0.5);
    expect(share).toBeLessThanOrEqual(0.7);
    expect(demoSpeakers.filter((speaker) => speaker.image === '').length).toBeGreaterThanOrEqual(3);
    expect(demoSpeakers.filter((speaker) => speaker.image.includes('placeholder'))).toHaveLength(1);
    for (const speaker of demoSpeakers) {
      expect(speaker.image === '' || HEADSHOT.test(speaker.image)).toBe(true);
    }
  });

  it('features at most 3 speakers per event, each with a real photo', () => {
    const perEvent = new Map<string, number>();
    for (const speaker of demoSpeakers.filter((candidate) => candidate.isFeatured)) {
      perEvent.set(speaker.eventKey, (perEvent.get(speaker.eventKey) ?? 0) + 1);
      expect(HEADSHOT.test(speaker.image) && !speaker.image.includes('placeholder')).toBe(true);
    }
    expect(perEvent.size).toBeGreaterThanOrEqual(3);
    for (const count of perEvent.values()) expect(count).toBeLessThanOrEqual(3);
    expect(Math.max(...perEvent.values())).toBe(3);
  });

  it('mixes social links: real-looking URLs, "#" placeholders and one SpeakerSphere /speaker link', () => {
    const links = demoSpeakers.flatMap((speaker) => Object.values(speaker.socialLinks));
    for (const link of links) expect(link === '#' || isHttpUrl(link)).toBe(true);
    expect(links.filter((link) => link === '#').length).toBeGreaterThanOrEqual(2);
    expect(links.filter((link) => link.includes('/speaker'))).toHaveLength(1);
    expect(links.filter((link) => link !== '#' && !isSetSocialLink(link))).toHaveLength(1);
    expect(demoSpeakers.some((speaker) => Object.keys(speaker.socialLinks).length === 0)).toBe(true);
  });

  it('fills the home page with featured speakers from several events', () => {
    const events = demoEvents.map((event) => ({
      id: event.key,
      date: event.date,
      isHidden: event.isHidden ?? false,
      trashedAt: event.trashedDaysAgo === undefined ? null : 'trashed',
    }));
    const speakers = demoSpeakers.map((speaker) => ({
      ...speaker,
      eventId: speaker.eventKey,
      isFeatured: speaker.isFeatured ?? false,
    }));
    const groups = selectHomeFeaturedSpeakers(events, speakers);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(
      groups.some((group) => group.speakers.length === 3 && group.speakers.every((speaker) => speaker.isFeatured)),
    ).toBe(true);
  });

  it('hides social links or abstracts for some speakers', () => {
    expect(demoSpeakers.filter((speaker) => speaker.socialVisible === false).length).toBeGreaterThanOrEqual(2);
    expect(demoSpeakers.filter((speaker) => speaker.hideAbstract).length).toBeGreaterThanOrEqual(1);
  });

  it('gives about half of the speakers an http(s) profile URL', () => {
    const withProfile = demoSpeakers.filter((speaker) => speaker.profileUrl !== null);
    for (const speaker of withProfile) expect(isHttpUrl(speaker.profileUrl)).toBe(true);
    const share = withProfile.length / demoSpeakers.length;
    expect(share).toBeGreaterThanOrEqual(0.35);
    expect(share).toBeLessThanOrEqual(0.65);
  });

  it('gives everyone an 80-200 word abstract and 3-4 objectives', () => {
    for (const speaker of demoSpeakers) {
      const words = wordCount(speaker.abstract);
      expect({ name: speaker.name, inRange: words >= 80 && words <= 200, words }).toEqual({
        name: speaker.name,
        inRange: true,
        words,
      });
      expect(speaker.objectives.length).toBeGreaterThanOrEqual(3);
      expect(speaker.objectives.length).toBeLessThanOrEqual(4);
      for (const objective of speaker.objectives) expect(objective.trim().length).toBeGreaterThan(10);
    }
  });
});

describe('demo sponsors and tier names', () => {
  const eventKeys = new Set(demoEvents.map((event) => event.key));
  const HANDLE = /^@[A-Za-z0-9._]{2,30}$/;

  it('has at least 10 sponsors across all tiers with unique keys', () => {
    expect(demoSponsors.length).toBeGreaterThanOrEqual(10);
    const keys = demoSponsors.map((sponsor) => sponsor.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(demoSponsors.map((sponsor) => sponsor.tier))).toEqual(new Set(['platinum', 'gold', 'silver']));
  });

  it('has a global sponsor, an unassigned sponsor and the rest on known events', () => {
    const global = demoSponsors.filter((sponsor) => sponsor.isGlobalSponsor);
    expect(global.length).toBeGreaterThanOrEqual(1);
    for (const sponsor of global) expect(sponsor.eventKey).toBeNull();
    expect(demoSponsors.some((sponsor) => !sponsor.isGlobalSponsor && sponsor.eventKey === null)).toBe(true);
    const assigned = demoSponsors.filter((sponsor) => sponsor.eventKey !== null);
    expect(assigned.length).toBeGreaterThanOrEqual(5);
    for (const sponsor of assigned) expect(eventKeys).toContain(sponsor.eventKey);
  });

  it('gives each sponsor a logo of its own that the sponsor form accepts, example-domain websites and 555 phone numbers', () => {
    expect(new Set(demoSponsors.map((sponsor) => sponsor.logo)).size).toBe(demoSponsors.length);
    for (const sponsor of demoSponsors) {
      expect(sponsor.name.trim().length).toBeGreaterThan(0);
      expect(sponsor.description.trim().length).toBeGreaterThan(0);
      expect(sponsor.logo).toBe(`/attached_assets/sponsors/${sponsor.key}.svg`);
      expect(isValidSponsorLogo(sponsor.logo)).toBe(true);
      if (sponsor.website !== null) {
        expect(isHttpUrl(sponsor.website)).toBe(true);
        expect(hostOf(sponsor.website)).toMatch(EXAMPLE_HOST);
      }
      if (sponsor.companyImage !== null) {
        expect(isHttpUrl(sponsor.companyImage)).toBe(true);
        expect(hostOf(sponsor.companyImage)).toMatch(EXAMPLE_HOST);
      }
      if (sponsor.telephone !== null) expect(sponsor.telephone).toMatch(/^\(555\) 01\d-\d{4}$/);
    }
  });

  it('writes social handles in the allowed forms', () => {
    for (const sponsor of demoSponsors) {
      const { instagram, twitter, facebook, linkedin } = sponsor.socialHandles;
      for (const handle of [instagram, twitter]) {
        if (handle !== undefined) expect(HANDLE.test(handle) || isHttpUrl(handle)).toBe(true);
      }
      if (facebook !== undefined) expect(hostOf(facebook)).toMatch(/(^|\.)facebook\.com$/);
      if (linkedin !== undefined) expect(hostOf(linkedin)).toMatch(/(^|\.)linkedin\.com$/);
    }
    const all = demoSponsors.flatMap((sponsor) => [sponsor.socialHandles.instagram, sponsor.socialHandles.twitter]);
    expect(all.some((handle) => handle !== undefined && HANDLE.test(handle))).toBe(true);
    expect(all.some((handle) => handle !== undefined && isHttpUrl(handle))).toBe(true);
  });

  it('renames one tier of one event', () => {
    expect(demoTierNames.length).toBeGreaterThanOrEqual(1);
    for (const tierName of demoTierNames) {
      expect(eventKeys).toContain(tierName.eventKey);
      expect(['platinum', 'gold', 'silver']).toContain(tierName.tierLevel);
      expect(tierName.customName.trim().length).toBeGreaterThan(0);
      expect(
        demoSponsors.some((sponsor) => sponsor.eventKey === tierName.eventKey && sponsor.tier === tierName.tierLevel),
      ).toBe(true);
    }
  });
});

describe('demo submissions', () => {
  /** The submission form rules of spec section 5. */
  const optionalUrl = z.union([z.literal(''), z.null(), z.string().url()]);
  const SubmissionRules = z.object({
    title: z.string().trim().min(1).max(200),
    date: z.string().trim().min(1),
    location: z.string().trim().min(1).max(300),
    city: z.string().trim().min(1).max(100),
    description: z.string().min(10).max(2000),
    image: optionalUrl,
    registrationUrl: optionalUrl,
    organizationName: z.string().trim().min(1).max(200),
    contactEmail: z.string().email(),
    contactPhone: z.string().trim().min(1).max(20),
    eventType: z.enum(['conference', 'workshop', 'symposium', 'seminar', 'course', 'other']),
    expectedAttendees: z.string().trim().min(1),
    additionalInfo: z.string().max(1000).nullable(),
  });

  it('has exactly one pending, one approved and one rejected submission', () => {
    expect(demoSubmissions).toHaveLength(3);
    expect(demoSubmissions.map((submission) => submission.status).sort()).toEqual(['approved', 'pending', 'rejected']);
    const keys = demoSubmissions.map((submission) => submission.key);
    expect(new Set(keys).size).toBe(3);
  });

  it('passes the shared submission form schema', () => {
    for (const submission of demoSubmissions) {
      const form = {
        ...submission,
        image: submission.image ?? undefined,
        registrationUrl: submission.registrationUrl ?? undefined,
        additionalInfo: submission.additionalInfo ?? undefined,
      };
      const result = EventSubmissionFormSchema.safeParse(form);
      expect({ key: submission.key, issues: result.success ? [] : result.error.issues }).toEqual({
        key: submission.key,
        issues: [],
      });
    }
  });

  it('satisfies the submission form rules', () => {
    for (const submission of demoSubmissions) {
      const result = SubmissionRules.safeParse(submission);
      expect({ key: submission.key, issues: result.success ? [] : result.error.issues }).toEqual({
        key: submission.key,
        issues: [],
      });
      expect(submission.submittedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(submission.contactEmail.split('@')[1]).toMatch(EXAMPLE_HOST);
    }
  });

  it('leaves the approved one without a live event or registration URL and explains the rejection', () => {
    const approved = demoSubmissions.find((submission) => submission.status === 'approved')!;
    expect(approved.createLiveEvent).toBe(false);
    expect(approved.registrationUrl).toBeNull();
    const rejected = demoSubmissions.find((submission) => submission.status === 'rejected')!;
    expect(rejected.reviewNotes?.trim().length ?? 0).toBeGreaterThan(0);
    const pending = demoSubmissions.find((submission) => submission.status === 'pending')!;
    expect(pending.reviewNotes ?? null).toBeNull();
    expect(pending.createLiveEvent ?? false).toBe(false);
  });
});

describe('demo continuing education', () => {
  const CE_FIELDS = [
    'format',
    'audiences',
    'topics',
    'ceProvider',
    'fees',
    'timezone',
    'country',
    'region',
    'commercialSupport',
    'estimatedCeCredits',
  ] as const;
  const CITY_TIME_ZONES: Record<string, string> = {
    Dallas: 'America/Chicago',
    Austin: 'America/Chicago',
    Chicago: 'America/Chicago',
    Toronto: 'America/Toronto',
    Montreal: 'America/Toronto',
    'New York': 'America/New_York',
    Boston: 'America/New_York',
    Orlando: 'America/New_York',
    Miami: 'America/New_York',
    Denver: 'America/Denver',
    'Las Vegas': 'America/Los_Angeles',
    Seattle: 'America/Los_Angeles',
    'Napa Valley': 'America/Los_Angeles',
    Vancouver: 'America/Vancouver',
  };

  /** Every session with where it sits: on its own, inside a workshop group, or inside a corporate forum. */
  type Placement = 'own' | 'workshop-group' | 'corporate-forum';
  function placedSessions(event: DemoEvent): Array<{ session: AgendaSession; placement: Placement }> {
    if (!event.agenda) return [];
    return agendaDays(event.agenda).flatMap((day) =>
      day.sessions.flatMap((session) => {
        const placement: Placement = session.type === 'corporate_forum' ? 'corporate-forum' : 'workshop-group';
        return [
          { session, placement: 'own' },
          ...(session.sessions ?? []).map((nested) => ({ session: nested, placement })),
        ];
      }),
    );
  }

  it('gives every event CE data that the edit-event form stores as it is', () => {
    for (const event of demoEvents) {
      expect(EVENT_FORMATS).toContain(event.format);
      expect(event.audiences.length).toBeGreaterThan(0);
      expect(event.topics.length).toBeGreaterThan(0);
      for (const code of event.topics) expect(isAgdSubjectCode(code)).toBe(true);
      expect(event.ceProvider.name.trim()).not.toBe('');
      expect(event.ceProvider.adaCerpProviderId ?? event.ceProvider.agdPaceProviderId).toBeTruthy();
      expect(event.fees.length).toBeGreaterThan(0);
      // The admin's schema would change nothing: what the loader sends is what an admin would store.
      const parsed = EventFormSchema.parse(event);
      const stored = Object.fromEntries(CE_FIELDS.map((field) => [field, parsed[field] ?? undefined]));
      const given = Object.fromEntries(CE_FIELDS.map((field) => [field, event[field]]));
      expect({ key: event.key, ...stored }).toEqual({ key: event.key, ...given });
    }
  });

  it('states credits for every event: from its agenda, or as an estimate when no agenda gives any', () => {
    for (const event of demoEvents) {
      const fromAgenda = eventCeCredits(event.agenda);
      expect({ key: event.key, known: fromAgenda !== null || event.estimatedCeCredits !== undefined }).toEqual({
        key: event.key,
        known: true,
      });
      if (fromAgenda)
        expect({ key: event.key, estimate: event.estimatedCeCredits }).toEqual({ key: event.key, estimate: undefined });
      if (event.estimatedCeCredits !== undefined) {
        expect(Number.isInteger(event.estimatedCeCredits / CREDIT_STEP)).toBe(true);
        expect(event.estimatedCeCredits).toBeGreaterThan(0);
      }
      // A description that promises hours promises what the agenda adds up to.
      const promised = /Up to ([\d.]+) CE hours/.exec(event.description);
      if (promised)
        expect({ key: event.key, hours: Number(promised[1]) }).toEqual({
          key: event.key,
          hours: fromAgenda?.max ?? event.estimatedCeCredits,
        });
    }
    expect(demoEvents.filter((event) => event.estimatedCeCredits !== undefined).length).toBeGreaterThanOrEqual(2);
  });

  it('has a virtual and a hybrid event among in-person ones, and nothing hands-on online only', () => {
    const formats = demoEvents.map((event) => event.format);
    expect(formats).toContain('virtual');
    expect(formats).toContain('hybrid');
    expect(formats.filter((format) => format === 'in_person').length).toBeGreaterThan(demoEvents.length / 2);
    for (const event of demoEvents.filter((candidate) => candidate.format === 'virtual')) {
      expect(placedSessions(event).filter(({ session }) => session.creditType === 'participation')).toEqual([]);
      expect(event.location).toMatch(/online/i);
    }
  });

  it('prices US events in USD and Canadian ones in CAD', () => {
    for (const event of demoEvents) {
      expect(countryOfRegion(event.region)).toBe(event.country);
      const currency = event.country === 'US' ? 'USD' : 'CAD';
      for (const fee of event.fees) {
        expect({ key: event.key, label: fee.label, currency: fee.currency }).toEqual({
          key: event.key,
          label: fee.label,
          currency,
        });
        expect(fee.amount).toBeGreaterThanOrEqual(0);
        expect(fee.label.trim()).not.toBe('');
      }
    }
    expect(new Set(demoEvents.map((event) => event.country))).toEqual(new Set(['US', 'CA']));
  });

  it("sets each event's state or province and time zone from its city", () => {
    for (const event of demoEvents) {
      expect({ key: event.key, timezone: event.timezone }).toEqual({
        key: event.key,
        timezone: CITY_TIME_ZONES[event.city],
      });
      expect(event.location).toMatch(new RegExp(`, ${event.region}$`));
    }
  });

  it('words approval statements as ADA CERP and AGD PACE require', () => {
    for (const { ceProvider: provider } of demoEvents) {
      const statement = provider.approvalStatement ?? '';
      if (provider.adaCerpProviderId) {
        expect(provider.adaCerpProviderId).toMatch(/^\d{4}$/);
        expect(statement).toContain(
          `${provider.name} is an ADA CERP Recognized Provider. ADA CERP is a service of the American Dental Association to assist dental professionals in identifying quality providers of continuing dental education.`,
        );
        expect(statement).toContain(
          'ADA CERP does not approve or endorse individual courses or instructors, nor does it imply acceptance of credit hours by boards of dentistry.',
        );
      } else {
        expect(statement).not.toContain('ADA CERP');
      }
      if (provider.agdPaceProviderId) {
        expect(provider.agdPaceProviderId).toMatch(/^\d{6}$/);
        expect(provider.approvalPeriod).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4} to \d{1,2}\/\d{1,2}\/\d{4}$/);
        expect(statement).toContain(
          `${provider.name}. Nationally Approved PACE Program Provider for FAGD/MAGD credit. Approval does not imply acceptance by any regulatory authority or AGD endorsement. ${provider.approvalPeriod}. Provider ID# ${provider.agdPaceProviderId}.`,
        );
      } else {
        expect(statement).not.toContain('PACE');
        expect(provider.approvalPeriod).toBeUndefined();
      }
    }
    const providers = demoEvents.map((event) => event.ceProvider);
    expect(providers.some((provider) => provider.adaCerpProviderId && provider.agdPaceProviderId)).toBe(true);
    expect(providers.some((provider) => provider.adaCerpProviderId && !provider.agdPaceProviderId)).toBe(true);
    expect(providers.some((provider) => !provider.adaCerpProviderId && provider.agdPaceProviderId)).toBe(true);
  });

  it('gives sessions credits as a programme would: lectures 1-3 h, hands-on 2-4 h, forum lectures 0.5-1 h, breaks none', () => {
    const credited: AgendaSession[] = [];
    for (const event of demoEvents) {
      for (const { session, placement } of placedSessions(event)) {
        const where = { key: event.key, title: session.title };
        if (session.type === 'break' || (session.sessions?.length ?? 0) > 0) {
          // Breaks earn nothing; a group or forum is credited through its own sessions.
          expect({ ...where, ceCredits: session.ceCredits }).toEqual({ ...where, ceCredits: undefined });
          continue;
        }
        if (session.ceCredits === undefined) continue;
        credited.push(session);
        const hours = session.ceCredits;
        expect({ ...where, quarterHours: Number.isInteger(hours / CREDIT_STEP) }).toEqual({
          ...where,
          quarterHours: true,
        });
        expect(session.topics?.length ?? 0).toBeGreaterThan(0);
        for (const code of session.topics ?? []) expect(isAgdSubjectCode(code)).toBe(true);
        const handsOn = placement === 'workshop-group' || /workshop|hands-on/i.test(session.title);
        const expected =
          placement === 'corporate-forum'
            ? { creditType: 'lecture', inRange: hours >= 0.5 && hours <= 1 }
            : handsOn
              ? { creditType: 'participation', inRange: hours >= 2 && hours <= 4 }
              : { creditType: 'lecture', inRange: hours >= 1 && hours <= 3 };
        expect({ ...where, creditType: session.creditType, inRange: expected.inRange }).toEqual({
          ...where,
          ...expected,
          inRange: true,
        });
      }
    }
    expect(credited.filter((session) => session.creditType === 'participation').length).toBeGreaterThanOrEqual(5);
    expect(credited.filter((session) => (session.objectives?.length ?? 0) >= 2).length).toBeGreaterThanOrEqual(5);
    // Every event with an agenda credits it.
    for (const event of demoEvents.filter((candidate) => candidate.agenda))
      expect(eventCeCredits(event.agenda)).not.toBeNull();
  });

  it('names commercial support on a few events, by sponsors of that event', () => {
    const supported = demoEvents.filter((event) => event.commercialSupport !== undefined);
    expect(supported.length).toBeGreaterThanOrEqual(2);
    expect(supported.length).toBeLessThanOrEqual(demoEvents.length / 2);
    for (const event of supported) {
      const sponsors = demoSponsors.filter((sponsor) => sponsor.eventKey === event.key).map((sponsor) => sponsor.name);
      expect({
        key: event.key,
        namesASponsor: sponsors.some((name) => event.commercialSupport!.includes(name)),
      }).toEqual({ key: event.key, namesASponsor: true });
    }
  });

  it('gives speakers credentials and disclosures: mostly none to disclose, some named, at least one not yet provided', () => {
    for (const speaker of demoSpeakers) {
      expect(speaker.credentials).toMatch(/^[A-Z][A-Za-z.()]*(, [A-Z][A-Za-z.()]*)*$/);
      const parsed = SpeakerFormSchema.parse(speaker);
      expect({ name: speaker.name, credentials: parsed.credentials, disclosure: parsed.disclosure }).toEqual({
        name: speaker.name,
        credentials: speaker.credentials,
        disclosure: speaker.disclosure,
      });
    }
    const none = demoSpeakers.filter((speaker) => speaker.disclosure === NO_RELEVANT_RELATIONSHIPS);
    const missing = demoSpeakers.filter((speaker) => speaker.disclosure === '');
    const named = demoSpeakers.filter(
      (speaker) => speaker.disclosure !== '' && speaker.disclosure !== NO_RELEVANT_RELATIONSHIPS,
    );
    expect(none.length).toBeGreaterThan(demoSpeakers.length / 2);
    expect(missing.length).toBeGreaterThanOrEqual(1);
    expect(named.length).toBeGreaterThanOrEqual(3);
  });

  it('has every corporate forum lecturer disclose a relationship', () => {
    for (const event of demoEvents) {
      const records = demoSpeakers.filter((speaker) => speaker.eventKey === event.key);
      for (const { session } of placedSessions(event).filter(({ placement }) => placement === 'corporate-forum')) {
        for (const name of namesIn(session)) {
          const disclosure = matchSpeakerByName(name, records)?.disclosure ?? '';
          expect({ name, named: disclosure !== '' && disclosure !== NO_RELEVANT_RELATIONSHIPS }).toEqual({
            name,
            named: true,
          });
        }
      }
    }
  });

  it('lists each corporate forum lecturer with the lecture the forum gives them, since the agenda shows their lecture title there', () => {
    for (const event of demoEvents) {
      const records = demoSpeakers.filter((speaker) => speaker.eventKey === event.key);
      for (const { session } of placedSessions(event).filter(({ placement }) => placement === 'corporate-forum')) {
        for (const name of namesIn(session)) {
          expect({ name, lecture: matchSpeakerByName(name, records)?.lectureTitle }).toEqual({
            name,
            lecture: session.title,
          });
        }
      }
    }
  });

  it('carries the optional CE section on submissions that offer credit, and none on the one that does not', () => {
    const withCe = demoSubmissions.filter((submission) => submission.ceProvider !== undefined);
    expect(withCe.map((submission) => submission.status).sort()).toEqual(['approved', 'pending']);
    for (const submission of withCe) {
      const parsed = EventSubmissionFormSchema.parse({
        ...submission,
        image: submission.image ?? undefined,
        registrationUrl: submission.registrationUrl ?? undefined,
      });
      expect(parsed).toMatchObject({
        format: submission.format,
        audiences: submission.audiences,
        topics: submission.topics,
        ceProvider: submission.ceProvider,
        estimatedCeCredits: submission.estimatedCeCredits,
      });
    }
    // A description that promises hours promises the estimate.
    for (const submission of withCe) {
      const promised = /(\d+(?:\.\d+)?) CE hours/.exec(submission.description);
      if (promised) expect(Number(promised[1])).toBe(submission.estimatedCeCredits);
    }
    const rejected = demoSubmissions.find((submission) => submission.status === 'rejected')!;
    for (const field of ['format', 'audiences', 'topics', 'ceProvider', 'estimatedCeCredits'] as const)
      expect(rejected[field]).toBeUndefined();
  });
});

describe('demo data as a whole', () => {
  const everything = { demoEvents, demoSpeakers, demoSponsors, demoTierNames, demoSubmissions };

  function walk(value: unknown, path: string[], visit: (text: string, path: string[]) => void): void {
    if (typeof value === 'string') visit(value, path);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, String(index)], visit));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit);
    }
  }

  it('links only to example domains, apart from made-up handles on social networks', () => {
    const offenders: string[] = [];
    walk(everything, [], (text, path) => {
      const social = path.includes('socialLinks') || path.includes('socialHandles');
      for (const url of text.match(/https?:\/\/[^\s'")]+/g) ?? []) {
        const host = hostOf(url);
        if (EXAMPLE_HOST.test(host)) continue;
        if (social && SOCIAL_HOSTS.test(host)) continue;
        offenders.push(`${path.join('.')}: ${url}`);
      }
    });
    expect(offenders).toEqual([]);
  });

  it('uses example domains for every e-mail address', () => {
    const offenders: string[] = [];
    walk(everything, [], (text, path) => {
      for (const email of text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) {
        if (!EXAMPLE_HOST.test(email.split('@')[1].toLowerCase())) offenders.push(`${path.join('.')}: ${email}`);
      }
    });
    expect(offenders).toEqual([]);
  });
});
