import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../event-sourcing/event-store/sqlite-event-store';

/**
 * Writes `total` plausible domain events straight into a SQLite event store (one transaction per
 * 50,000 rows): events created, edited, hidden and shown, featured and unfeatured, with site
 * settings changes in between. Used by the replay benchmark.
 */
export function generateLog(file: string, total: number): void {
  new SqliteEventStore(file).close();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = db.prepare('INSERT INTO domain_events (event_id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  const eventCount = Math.max(1, Math.floor(total / 50));
  const revisions = new Map<string, number>();
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  let written = 0;
  const write = (stream: string, type: string, data: unknown) => {
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    const metadata = { actor: 'admin@example.com', occurredAt: new Date(base + written * 1000).toISOString(), correlationId: 'bench', causationId: 'bench' };
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
          write('site-settings', 'SiteSettingsUpdated', { settingsId: 'site', changes: { tagline: `Tagline ${written}` } });
          break;
        default:
          write(stream, 'EventUpdated', { eventId, changes: { title: `Symposium ${eventNumber} (${written})` } });
      }
    }
  });
  while (written < total) batch(50_000);
  db.close();
}
