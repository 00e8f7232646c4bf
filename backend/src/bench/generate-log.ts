import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { MONTH_NAMES, localIsoDay } from '@dental/contracts';
import { SqliteEventStore } from '../event-sourcing/event-store/sqlite-event-store';

/** Creates the event store's tables in a new file: the store does so when it opens, and closing it is synchronous underneath. */
function createSchema(file: string): void {
  // A failure to close would still end the run, as an unhandled rejection.
  void new SqliteEventStore(file).close();
}

/**
 * Writes `total` plausible domain events straight into a SQLite event store (one transaction per
 * 50,000 rows): events created, edited, hidden and shown, featured and unfeatured, with site
 * settings changes in between. Used by the replay benchmark.
 */
export function generateLog(file: string, total: number): void {
  createSchema(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = db.prepare(
    'INSERT INTO domain_events (event_id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const eventCount = Math.max(1, Math.floor(total / 50));
  const revisions = new Map<string, number>();
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  let written = 0;
  const write = (stream: string, type: string, data: unknown) => {
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    const metadata = {
      actor: 'admin@example.com',
      occurredAt: new Date(base + written * 1000).toISOString(),
      correlationId: 'bench',
      causationId: 'bench',
    };
    insert.run(randomUUID(), stream, revision, type, JSON.stringify(data), JSON.stringify(metadata));
    written += 1;
  };
  const batch = db.transaction((count: number) => {
    for (let index = 0; index < count && written < total; index += 1) {
      const eventNumber = written % eventCount;
      const eventId = `bench-${eventNumber}`;
      const stream = `event-${eventId}`;
      if (!revisions.has(stream)) {
        write(stream, 'EventCreated', {
          eventId,
          title: `Symposium ${eventNumber}`,
          description: 'A day of lectures and hands-on workshops for the whole dental team.',
          date: '2026-05-14',
          location: 'Convention Center',
          city: 'Chicago',
          image: 'aaid-conference',
          registrationUrl: 'https://register.example.com/bench',
          agenda: null,
          isHidden: false,
          sourceSubmissionId: null,
        });
        continue;
      }
      switch (written % 7) {
        case 0:
          write(stream, 'EventHidden', { eventId });
          break;
        case 1:
          write(stream, 'EventShown', { eventId });
          break;
        case 2:
          write('featured-events', 'EventFeatured', { eventId });
          break;
        case 3:
          write('featured-events', 'EventUnfeatured', { eventId });
          break;
        case 4:
          write('site-settings', 'SiteSettingsUpdated', {
            settingsId: 'site',
            changes: { tagline: `Tagline ${written}` },
          });
          break;
        default:
          write(stream, 'EventUpdated', { eventId, changes: { title: `Symposium ${eventNumber} (${written})` } });
      }
    }
  });
  while (written < total) batch(50_000);
  db.close();
}

export interface CatalogueSize {
  events: number;
  sessionsPerEvent: number;
  speakersPerEvent: number;
}

const CITIES = [
  'Chicago',
  'Dallas',
  'Toronto',
  'Boston',
  'Denver',
  'Seattle',
  'Atlanta',
  'Montreal',
  'Phoenix',
  'Vancouver',
  'Nashville',
  'San Diego',
];
/** Each city's state or province, as the decider records it from 'City, ST'. */
const CITY_REGIONS: Record<string, { country: 'US' | 'CA'; region: string }> = {
  Chicago: { country: 'US', region: 'IL' },
  Dallas: { country: 'US', region: 'TX' },
  Toronto: { country: 'CA', region: 'ON' },
  Boston: { country: 'US', region: 'MA' },
  Denver: { country: 'US', region: 'CO' },
  Seattle: { country: 'US', region: 'WA' },
  Atlanta: { country: 'US', region: 'GA' },
  Montreal: { country: 'CA', region: 'QC' },
  Phoenix: { country: 'US', region: 'AZ' },
  Vancouver: { country: 'CA', region: 'BC' },
  Nashville: { country: 'US', region: 'TN' },
  'San Diego': { country: 'US', region: 'CA' },
};
/** The AGD subject code of each catalogue topic, in TOPICS order. */
const TOPIC_CODES = ['690', '490', '690', '070', '430', '370', '250', '490', '180', '550'];
const AUDIENCE_SETS = [
  ['dentist'],
  ['dentist', 'hygienist'],
  ['hygienist', 'assistant'],
  ['dentist', 'hygienist', 'assistant', 'office_staff'],
  ['office_staff'],
];
const EVENT_IMAGES = [
  'aaid-conference',
  'gnyap-with-crest',
  'esthetic-days',
  'gnyap-2024-meeting',
  'gnyap-original',
  'beckers-roundtable',
];
const SPEAKER_IMAGES = [
  '/attached_assets/speakers/rafael-montoya.svg',
  '/attached_assets/speakers/lena-okafor.svg',
  '/attached_assets/speakers/evelyn-park.svg',
  '/attached_assets/speakers/placeholder.svg',
  '',
];
const FIRST_NAMES = [
  'Avery',
  'Jordan',
  'Morgan',
  'Riley',
  'Casey',
  'Quinn',
  'Harper',
  'Rowan',
  'Emerson',
  'Sage',
  'Parker',
  'Reese',
];
const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Haddad',
  'Nakamura',
  'Restrepo',
  'Solberg',
  'Gagnon',
  'Ferreira',
  'Ashford',
  'Marchetti',
  'Bellamy',
  'Thornbury',
  'Sethuraman',
];
const TOPICS = [
  'Guided Implant Surgery',
  'Soft Tissue Grafting',
  'Full-Arch Digital Workflows',
  'Minimally Invasive Endodontics',
  'Pediatric Sedation',
  'Clear Aligner Biomechanics',
  'Adhesive Dentistry',
  'Periodontal Regeneration',
  'Sleep Apnea Appliances',
  'Practice Management',
];

/**
 * Appends a catalogue to an existing SQLite event store, as an admin would have built it:
 * `events` public events dated over past and future years (ISO dates and 'Month D-D, YYYY'),
 * each with a two-day agenda of `sessionsPerEvent` sessions and `speakersPerEvent` speakers, two
 * of them featured, most with a photo URL of their own. Used by the page-weight benchmark, on a
 * store whose app is stopped. Returns the events' ids and years.
 */
export function appendCatalogue(file: string, size: CatalogueSize): Array<{ id: string; year: number }> {
  createSchema(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(
    'INSERT INTO domain_events (event_id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const revisionOf = db.prepare<[string], { revision: number | null }>(
    'SELECT MAX(revision) AS revision FROM domain_events WHERE stream = ?',
  );
  const revisions = new Map<string, number>();
  const added: Array<{ id: string; year: number }> = [];
  const started = Date.now() - size.events * 60_000;
  let written = 0;
  const write = (stream: string, type: string, data: unknown) => {
    const revision = revisions.get(stream) ?? (revisionOf.get(stream)?.revision ?? -1) + 1;
    revisions.set(stream, revision + 1);
    const metadata = {
      actor: 'admin@example.com',
      occurredAt: new Date(started + written * 1000).toISOString(),
      correlationId: 'bench-catalogue',
      causationId: randomUUID(),
    };
    insert.run(randomUUID(), stream, revision, type, JSON.stringify(data), JSON.stringify(metadata));
    written += 1;
  };
  db.transaction(() => {
    for (let number = 0; number < size.events; number += 1) {
      const eventId = randomUUID();
      const year = 2022 + (number % 9);
      added.push({ id: eventId, year });
      const month = (number * 7) % 12;
      const day = 1 + (number % 26);
      const iso = (offset: number) => localIsoDay(new Date(year, month, day + offset));
      const date = number % 3 === 0 ? `${MONTH_NAMES[month]} ${day}-${day + 1}, ${year}` : iso(0);
      const topic = TOPICS[number % TOPICS.length];
      const city = CITIES[number % CITIES.length];
      const speakers = Array.from({ length: size.speakersPerEvent }, (_unused, index) => ({
        speakerId: randomUUID(),
        name: `Dr. ${FIRST_NAMES[(number + index) % FIRST_NAMES.length]} ${LAST_NAMES[(number * 3 + index) % LAST_NAMES.length]}`,
        lectureTitle: `${TOPICS[(number + index) % TOPICS.length]}: What Changes Monday Morning`,
      }));
      const perDay = Math.ceil(size.sessionsPerEvent / 2);
      const sessions = Array.from({ length: size.sessionsPerEvent }, (_unused, index) => {
        const speaker = speakers[index % speakers.length];
        const hour = 8 + (index % perDay);
        const time = `${hour > 12 ? hour - 12 : hour}:${index % 2 === 0 ? '00' : '30'} ${hour >= 12 ? 'PM' : 'AM'}`;
        if (index % 5 === 4)
          return {
            time,
            title: index % 10 === 4 ? 'Coffee Break' : 'Lunch in the Exhibit Hall',
            type: 'break',
            location: 'Exhibit Hall',
          };
        return {
          time,
          ceCredits: index % 4 === 0 ? 1.5 : 1,
          creditType: index % 3 === 2 ? 'participation' : 'lecture',
          topics: [TOPIC_CODES[(number + index) % TOPIC_CODES.length]],
          title: speaker.lectureTitle,
          speaker: speaker.name,
          track: index % 2 === 0 ? 'Main Stage' : 'Clinical Track',
          location: `Room ${100 + (index % 6)}`,
          ...(index % 3 === 0
            ? { description: `A case-based session on ${topic.toLowerCase()} with time for questions from the floor.` }
            : {}),
        };
      });
      write(`event-${eventId}`, 'EventCreated', {
        eventId,
        title: `${city} ${topic} Symposium ${year} #${number + 1}`,
        description: `Two days of lectures and hands-on workshops on ${topic.toLowerCase()} for dentists, hygienists and their teams in ${city}. Up to 14 CE hours.`,
        date,
        location: `${city} Convention Center, Hall ${String.fromCharCode(65 + (number % 4))}`,
        city,
        image: EVENT_IMAGES[number % EVENT_IMAGES.length],
        registrationUrl: `https://register.example.com/catalogue-${number + 1}`,
        format: number % 7 === 0 ? 'virtual' : number % 5 === 0 ? 'hybrid' : 'in_person',
        audiences: AUDIENCE_SETS[number % AUDIENCE_SETS.length],
        topics: [TOPIC_CODES[number % TOPIC_CODES.length]],
        startDate: iso(0),
        endDate: date === iso(0) ? iso(0) : iso(1),
        ...CITY_REGIONS[city],
        agenda: [
          { date: iso(0), sessions: sessions.slice(0, perDay) },
          { date: iso(1), sessions: sessions.slice(perDay) },
        ],
        isHidden: false,
        sourceSubmissionId: null,
      });
      speakers.forEach((speaker, index) => {
        const handle = speaker.name.toLowerCase().replace(/[^a-z]+/g, '-');
        write(`speaker-${speaker.speakerId}`, 'SpeakerAdded', {
          speakerId: speaker.speakerId,
          eventId,
          name: speaker.name,
          profession: index % 2 === 0 ? 'General Dentist (DDS)' : 'Periodontist (DMD, MS)',
          specialty: TOPICS[(number + index) % TOPICS.length],
          lectureTitle: speaker.lectureTitle,
          email: `${handle}@example.com`,
          // A URL of its own per speaker (the query is ignored by the server), as a photo of their own would be.
          image:
            SPEAKER_IMAGES[(number + index) % SPEAKER_IMAGES.length] &&
            `${SPEAKER_IMAGES[(number + index) % SPEAKER_IMAGES.length]}?speaker=${number * size.speakersPerEvent + index}`,
          socialLinks: {
            linkedin: `https://www.linkedin.com/in/${handle}-demo`,
            instagram: `https://www.instagram.com/${handle}.demo`,
          },
          profileUrl: `https://speakersphere.example.com/profiles/${handle}`,
          abstract: `${speaker.lectureTitle} reviews the evidence behind current protocols, walks through routine and complicated cases on video, and closes with a checklist attendees can adapt to their own practice. Time is kept for questions and for the cases attendees bring.`,
          objectives: [
            'Choose a protocol from the clinical findings',
            'Recognise and manage the common complications',
            'Explain the options to patients in plain words',
          ],
        });
        if (index < 2)
          write(`featured-speakers-${eventId}`, 'SpeakerFeatured', { speakerId: speaker.speakerId, eventId });
      });
    }
  })();
  db.close();
  return added;
}
