import { randomUUID } from 'node:crypto';
import { domainEventCatalogue } from '@dental/contracts';
import { SqliteEventStore } from '../event-sourcing/event-store/sqlite-event-store';
import { InMemoryReadStore } from '../event-sourcing/read-store/in-memory-read-store';
import { AuditIndex } from './audit-index';
import { AuditRows } from './audit-rows';
import { AuditProjection } from './audit.projection';

const eventId = 'e-1';
const eventCreated = {
  type: 'EventCreated',
  data: {
    eventId,
    title: 'Summit',
    description: 'd',
    date: '2026-05-01',
    location: 'Hall A',
    city: 'Austin',
    image: 'esthetic-days',
    registrationUrl: null,
    agenda: null,
    isHidden: false,
    sourceSubmissionId: null,
  },
};
const speakerAdded = {
  type: 'SpeakerAdded',
  data: {
    speakerId: 's-1',
    eventId,
    name: 'Dr. Ana Ruiz',
    profession: 'Periodontist',
    specialty: '',
    lectureTitle: '',
    email: 'ana@example.com',
    image: '',
    socialLinks: {},
    profileUrl: null,
    abstract: '',
    objectives: [],
  },
};
const sponsorAdded = {
  type: 'SponsorAdded',
  data: {
    sponsorId: 'p-1',
    name: 'Nova Dental',
    description: 'Implants',
    logo: 'NOVA',
    companyImage: null,
    website: null,
    telephone: null,
    socialHandles: {},
    tier: 'gold',
  },
};
const submissionReceived = {
  type: 'SubmissionReceived',
  data: {
    submissionId: 'sub-1',
    title: 'Coastal Hygiene Day',
    description: 'A day of hygiene lectures.',
    eventType: 'seminar',
    date: '2027-03-01',
    location: 'Hall',
    city: 'Halifax',
    expectedAttendees: '100',
    additionalInfo: null,
    organizationName: 'Coastal Club',
    contactEmail: 'club@example.org',
    contactPhone: '555',
    image: null,
    registrationUrl: null,
  },
  occurredAt: '2026-10-01T08:00:00.000Z',
};

/**
 * A log in memory with the audit projection following it: what the audit history reads rows
 * from. `redeliver()` applies the last domain event to the projection again.
 */
class AuditHarness {
  readonly eventStore = new SqliteEventStore(':memory:');
  readonly index = new AuditIndex();
  readonly auditRows = new AuditRows(this.index, this.eventStore);
  readonly projection = new AuditProjection(this.index, this.auditRows, {});
  private readonly readStore = new InMemoryReadStore();
  private clock = 0;

  async given(
    ...domainEvents: Array<{ type: string; data: unknown; occurredAt?: string; stream?: string }>
  ): Promise<this> {
    for (const domainEvent of domainEvents) {
      this.clock += 1;
      const occurredAt = domainEvent.occurredAt ?? `2026-11-01T10:00:${String(this.clock % 60).padStart(2, '0')}.000Z`;
      const metadata = { actor: 'admin@example.com', occurredAt, correlationId: 'c', causationId: 'c' };
      await this.eventStore.append(
        domainEvent.stream ?? 'test',
        [{ id: randomUUID(), type: domainEvent.type, data: domainEvent.data, metadata }],
        'any',
      );
    }
    for (const stored of await this.eventStore.readAll(this.index.lastPosition, 1000))
      this.projection.apply(stored, this.readStore);
    return this;
  }

  async redeliver(): Promise<void> {
    const head = await this.eventStore.headPosition();
    const [last] = await this.eventStore.readPositions([head]);
    this.projection.apply(last, this.readStore);
  }

  /** Every row, oldest first. */
  async rows() {
    // In the log's order (row numbers follow positions), whatever times the domain events carry.
    return this.auditRows.rows(this.index.search({}, Number.MAX_SAFE_INTEGER).sort((a, b) => a - b));
  }
}

async function harnessWith(
  ...domainEvents: Array<{ type: string; data: unknown; occurredAt?: string; stream?: string }>
) {
  return new AuditHarness().given(...domainEvents);
}

describe('audit projection', () => {
  it('handles every domain event type in the catalogue', () => {
    const projection = new AuditHarness().projection;
    for (const definition of domainEventCatalogue) expect(projection.handles.has(definition.type)).toBe(true);
  });

  it.each([
    [
      'EventUpdated',
      { eventId, changes: { title: 'Renamed', city: 'Dallas' } },
      [
        { field: 'title', before: 'Summit', after: 'Renamed' },
        { field: 'city', before: 'Austin', after: 'Dallas' },
      ],
      'edited the title and city of “Renamed”',
    ],
    ['EventHidden', { eventId }, [{ field: 'isHidden', before: false, after: true }], 'hid “Summit” from the public'],
    ['EventFeatured', { eventId }, [{ field: 'isFeatured', before: false, after: true }], 'featured “Summit”'],
    [
      'EventSocialMediaHidden',
      { eventId },
      [{ field: 'hideSocialMedia', before: false, after: true }],
      "hid speakers' social icons on “Summit”",
    ],
    [
      'EventAbstractsHidden',
      { eventId },
      [{ field: 'hideAbstracts', before: false, after: true }],
      "hid speakers' abstracts on “Summit”",
    ],
    ['EventTrashed', { eventId }, [{ field: 'inTrash', before: false, after: true }], 'moved “Summit” to the trash'],
    [
      'SponsorTierRenamed',
      { eventId, tierLevel: 'gold', customName: 'Gold Partners' },
      [{ field: 'goldTierName', before: null, after: 'Gold Partners' }],
      'renamed the gold sponsor tier of “Summit” to “Gold Partners”',
    ],
  ])('%s records its changed fields and a plain summary', async (type, data, changes, summary) => {
    const harness = await harnessWith(eventCreated, { type, data });
    const row = (await harness.rows())[1];
    expect(row).toMatchObject({
      type,
      entity: { kind: 'event', id: eventId },
      changes,
      summary: `admin@example.com ${summary}`,
    });
  });

  it('names speakers, sponsors and submissions, and the event they belong to', async () => {
    const harness = await harnessWith(
      eventCreated,
      speakerAdded,
      { type: 'SpeakerSocialLinksHidden', data: { speakerId: 's-1' } },
      sponsorAdded,
      { type: 'SponsorAssignedToEvent', data: { sponsorId: 'p-1', eventId, tier: 'platinum' } },
      { type: 'SponsorRemovedFromEvent', data: { sponsorId: 'p-1', eventId } },
      submissionReceived,
      {
        type: 'SubmissionApproved',
        data: { submissionId: 'sub-1', reviewedBy: 'Admin', reviewNotes: null },
        occurredAt: '2026-10-02T08:00:00.000Z',
      },
    );
    const all = await harness.rows();
    expect(all.map((row) => row.summary.replace('admin@example.com ', ''))).toEqual([
      'listed the event “Summit”',
      'added the speaker “Dr. Ana Ruiz” to “Summit”',
      'hid the social icons of “Dr. Ana Ruiz”',
      'added the sponsor “Nova Dental”',
      'assigned the sponsor “Nova Dental” to “Summit” as platinum',
      'removed the sponsor “Nova Dental” from “Summit”',
      'submitted “Coastal Hygiene Day” for review',
      'approved the submission “Coastal Hygiene Day”',
    ]);
    expect(all[2].changes).toEqual([{ field: 'socialVisible', before: true, after: false }]);
    expect(all[4].changes).toEqual([
      { field: 'tier', before: 'gold', after: 'platinum' },
      { field: 'eventId', before: null, after: eventId },
    ]);
    expect(all[5].changes).toEqual([{ field: 'eventId', before: eventId, after: null }]);
    expect(all[7].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'pending', after: 'approved' },
        { field: 'reviewedAt', before: null, after: '2026-10-02T08:00:00.000Z' },
      ]),
    );
  });

  it('keeps the label an entity had at the time of each row', async () => {
    const harness = await harnessWith(
      eventCreated,
      { type: 'EventUpdated', data: { eventId, changes: { title: 'Renamed' } } },
      { type: 'EventHidden', data: { eventId } },
    );
    expect((await harness.rows()).map((row) => row.entity.label)).toEqual(['Summit', 'Renamed', 'Renamed']);
  });

  it('folds state across streams (the featured flag comes from the roster stream)', async () => {
    const harness = await harnessWith(
      eventCreated,
      { type: 'EventFeatured', data: { eventId }, stream: 'featured-events' },
      { type: 'EventUnfeatured', data: { eventId }, stream: 'featured-events' },
    );
    const entity = harness.index.entity('event', eventId);
    expect(entity).toMatchObject({ kind: 'event', id: eventId, rows: [0, 1, 2] });
    expect((await harness.auditRows.history(entity!)).state.isFeatured).toBe(false);
    expect((await harness.rows())[2].changes).toEqual([{ field: 'isFeatured', before: true, after: false }]);
  });

  it('lists the changed settings in the summary', async () => {
    const harness = await harnessWith({
      type: 'SiteSettingsUpdated',
      data: { settingsId: 'site', changes: { tagline: 'New', phone: '555' } },
    });
    expect((await harness.rows())[0]).toMatchObject({
      entity: { kind: 'settings', id: 'site', label: 'Site settings' },
      summary: 'admin@example.com changed the site settings (tagline and phone)',
    });
  });

  it('is idempotent: a redelivered domain event changes nothing', async () => {
    const harness = await harnessWith(eventCreated, {
      type: 'EventUpdated',
      data: { eventId, changes: { title: 'Renamed' } },
    });
    const entityRows = () => [...(harness.index.entity('event', eventId)?.rows ?? [])];
    const before = { log: await harness.rows(), size: harness.index.size, entityRows: entityRows() };
    await harness.redeliver();
    expect({ log: await harness.rows(), size: harness.index.size, entityRows: entityRows() }).toEqual(before);
    expect(before.size).toBe(2);
  });

  it('names the related event as it was called when the row happened, whichever row is read first', async () => {
    const harness = await harnessWith(
      eventCreated,
      sponsorAdded,
      { type: 'SponsorAssignedToEvent', data: { sponsorId: 'p-1', eventId, tier: 'gold' } },
      { type: 'EventUpdated', data: { eventId, changes: { title: 'Summit II' } } },
      { type: 'SponsorRemovedFromEvent', data: { sponsorId: 'p-1', eventId } },
    );
    const newestFirst = harness.index.search({ kind: 'sponsor' }, 10);
    const [removed, assigned] = await harness.auditRows.rows(newestFirst);
    expect(removed.summary).toBe('admin@example.com removed the sponsor “Nova Dental” from “Summit II”');
    expect(assigned.summary).toBe('admin@example.com assigned the sponsor “Nova Dental” to “Summit” as gold');
  });

  it('works out new rows as the log grows, after older ones were read', async () => {
    const harness = await harnessWith(eventCreated);
    expect((await harness.rows()).map((row) => row.entity.label)).toEqual(['Summit']);
    await harness.given({ type: 'EventUpdated', data: { eventId, changes: { title: 'Later' } } });
    const all = await harness.rows();
    expect(all.map((row) => row.changes)).toEqual([
      expect.any(Array),
      [{ field: 'title', before: 'Summit', after: 'Later' }],
    ]);
  });
});

describe('audit index', () => {
  const index = new AuditIndex();
  const at = (hour: number) => `2026-11-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
  beforeAll(() => {
    index.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'admin@example.com', at(1));
    index.add(2, 'SpeakerAdded', { kind: 'speaker', id: 's' }, 'Admin@Example.com', at(2));
    index.add(5, 'EventHidden', { kind: 'event', id: 'a' }, 'other@example.com', at(3));
    index.add(4, 'EventShown', { kind: 'event', id: 'a' }, 'other@example.com', at(4)); // redelivered: ignored
    index.add(7, 'SubmissionReceived', { kind: 'submission', id: 'a' }, 'public', at(5));
  });
  const positions2 = (of: AuditIndex, rowNumbers: number[]) => rowNumbers.map((row) => of.position(row));
  const positions = (rowNumbers: number[]) => positions2(index, rowNumbers);

  it('keeps one row per position, newest first, and finds a row by its position', () => {
    expect(index.size).toBe(4);
    expect(positions(index.search({}, 10))).toEqual([7, 5, 2, 1]);
    expect(index.rowAt(5)).toBe(2);
    expect(index.rowAt(4)).toBe(-1);
    expect(index.row(1)).toMatchObject({
      position: 2,
      type: 'SpeakerAdded',
      actor: 'Admin@Example.com',
      entity: { kind: 'speaker', id: 's' },
    });
  });

  it.each([
    [{ kind: 'event' as const }, [5, 1]],
    [{ kind: 'event' as const, entityId: 'a' }, [5, 1]],
    [{ entityId: 'a' }, [7, 5, 1]],
    [{ types: new Set(['EventHidden', 'SpeakerAdded', 'NoSuchType']) }, [5, 2]],
    [{ actor: 'ADMIN@example.com' }, [2, 1]],
    [{ from: Date.parse(at(2)), to: Date.parse(at(3)) }, [5, 2]],
    [{ before: 5 }, [2, 1]],
    [{ kind: 'sponsor' as const }, []],
  ])('filters %o', (filter, expected) => {
    expect(positions(index.search(filter, 10))).toEqual(expected);
  });

  it('stops at the limit and lists each actor once, sorted', () => {
    expect(positions(index.search({}, 2))).toEqual([7, 5]);
    expect(index.actorList()).toEqual(['admin@example.com', 'Admin@Example.com', 'other@example.com', 'public']);
  });

  it('orders rows by the moment their time names, whatever its offset; a time it cannot read counts as the earliest', () => {
    const zones = new AuditIndex();
    zones.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'a', at(1));
    // 03:00 at +05:00 is 22:00 the day before in UTC: earlier, though its text sorts later.
    zones.add(2, 'EventHidden', { kind: 'event', id: 'a' }, 'a', '2026-11-01T03:00:00+05:00');
    zones.add(3, 'EventShown', { kind: 'event', id: 'a' }, 'a', 'not a time');
    expect(positions2(zones, zones.search({}, 10))).toEqual([1, 2, 3]);
    expect(positions2(zones, zones.search({ to: Date.parse(at(0)) }, 10))).toEqual([2, 3]);
  });

  it('finds the rows added after a query by time in the next one', () => {
    const growing = new AuditIndex();
    growing.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'a', at(1));
    expect(positions2(growing, growing.search({ from: Date.parse(at(1)) }, 10))).toEqual([1]);
    growing.add(2, 'EventHidden', { kind: 'event', id: 'a' }, 'a', at(6));
    expect(positions2(growing, growing.search({ from: Date.parse(at(5)) }, 10))).toEqual([2]);
  });

  describe('in time order, newest occurredAt first, whatever order the log holds them in', () => {
    // Positions 1..6; history logged later with earlier times (seeded or imported) at 3 and 5.
    const mixed = new AuditIndex();
    beforeAll(() => {
      mixed.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'a', at(10));
      mixed.add(2, 'EventHidden', { kind: 'event', id: 'a' }, 'a', at(12));
      mixed.add(3, 'SpeakerAdded', { kind: 'speaker', id: 's' }, 'a', at(8));
      mixed.add(4, 'EventShown', { kind: 'event', id: 'a' }, 'a', at(14));
      mixed.add(5, 'EventCreated', { kind: 'event', id: 'b' }, 'a', at(12));
      mixed.add(6, 'EventUpdated', { kind: 'event', id: 'a' }, 'a', at(9));
    });
    const found = (filter: Parameters<AuditIndex['search']>[0], limit = 10) =>
      positions2(mixed, mixed.search(filter, limit));

    it('lists by time, a tie by position', () => {
      // 14:00 (4), 12:00 (5, then 2), 10:00 (1), 09:00 (6), 08:00 (3).
      expect(found({})).toEqual([4, 5, 2, 1, 6, 3]);
    });

    it('pages in that order: each page goes on after the last row of the one before', () => {
      const pages: number[][] = [];
      let before: number | undefined;
      for (;;) {
        const page = found({ before }, 3).slice(0, 2);
        pages.push(page);
        if (found({ before }, 3).length <= 2) break;
        before = page[page.length - 1];
      }
      expect(pages).toEqual([
        [4, 5],
        [2, 1],
        [6, 3],
      ]);
    });

    it("orders one entity's rows the same way, and filters keep the order", () => {
      expect(found({ kind: 'event', entityId: 'a' })).toEqual([4, 2, 1, 6]);
      expect(found({ kind: 'event', entityId: 'a', before: 2 })).toEqual([1, 6]);
      expect(found({ kind: 'event' })).toEqual([4, 5, 2, 1, 6]);
      expect(found({ types: new Set(['EventCreated']) })).toEqual([5, 1]);
    });

    it('keeps the rows below a position that is no row', () => {
      expect(found({ before: 4.5 })).toEqual([4, 2, 1, 3]);
    });
  });

  it('grows past its first capacity and starts over when cleared', () => {
    const big = new AuditIndex();
    for (let position = 1; position <= 5000; position += 1)
      big.add(position, 'EventUpdated', { kind: 'event', id: `e${position % 7}` }, 'a', at(1));
    expect(big.size).toBe(5000);
    expect(big.entity('event', 'e3')?.rows).toHaveLength(714);
    expect(big.position(4999)).toBe(5000);
    big.clear();
    expect(big.size).toBe(0);
    expect(big.entity('event', 'e3')).toBeNull();
  });

  it('gives each entity its rows, oldest first, across growth, trimming and a clear, as a list of every row says', () => {
    const index = new AuditIndex();
    const kinds = ['event', 'speaker', 'sponsor'] as const;
    // A pseudo-random but repeatable mix: many entities of one or two rows, a few with many, ids shared across kinds.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    let rows: Array<{ kind: string; id: string }> = [];
    const check = () => {
      expect(index.size).toBe(rows.length);
      const expected = new Map<string, number[]>();
      rows.forEach(({ kind, id }, row) =>
        expected.set(`${kind}:${id}`, [...(expected.get(`${kind}:${id}`) ?? []), row]),
      );
      for (const [key, own] of expected) {
        const [kind, id] = key.split(':') as [(typeof kinds)[number], string];
        const entity = index.entity(kind, id);
        expect(entity && { kind: entity.kind, id: entity.id, rows: entity.rows }).toEqual({ kind, id, rows: own });
        // Every row names its entity, with the same rows and number.
        expect(index.row(own[own.length - 1]).entity).toEqual(entity);
        expect(
          positions2(index, index.search({ kind, entityId: id }, Number.MAX_SAFE_INTEGER)).sort((a, b) => a - b),
        ).toEqual(own.map((row) => row + 1));
      }
      expect(index.entity('event', 'never')).toBeNull();
    };
    const addRows = (count: number) => {
      for (let n = 0; n < count; n += 1) {
        const kind = kinds[next(3)];
        const id = next(4) === 0 ? `busy${next(5)}` : `e${next(3000)}`;
        index.add(rows.length + 1, 'EventUpdated', { kind, id }, 'a', at(1));
        rows.push({ kind, id });
      }
    };
    addRows(2500);
    check();
    index.trim();
    check();
    addRows(3000);
    check();
    index.trim();
    addRows(10);
    check();
    index.clear();
    rows = [];
    expect(index.entity('event', 'busy1')).toBeNull();
    addRows(1500);
    check();
  });

  it('numbers actors afresh after a clear, also the actor of the row added last before it', () => {
    const cleared = new AuditIndex();
    cleared.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'first@example.com', at(1));
    cleared.add(2, 'EventHidden', { kind: 'event', id: 'a' }, 'second@example.com', at(2));
    cleared.clear();
    cleared.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'second@example.com', at(1));
    cleared.add(2, 'EventHidden', { kind: 'event', id: 'a' }, 'second@example.com', at(2));
    cleared.add(3, 'EventShown', { kind: 'event', id: 'a' }, 'first@example.com', at(3));
    expect([0, 1, 2].map((row) => cleared.row(row).actor)).toEqual([
      'second@example.com',
      'second@example.com',
      'first@example.com',
    ]);
    expect(cleared.actorList()).toEqual(['first@example.com', 'second@example.com']);
    expect(positions2(cleared, cleared.search({ actor: 'second@example.com' }, 10))).toEqual([2, 1]);
  });
});
