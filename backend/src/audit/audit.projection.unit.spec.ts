import { domainEventCatalogue } from '@dental/contracts';
import { AuditHarness } from '../testing/audit-harness';
import { indexedTime } from './audit-index';
import { MemoryAuditIndex } from './memory-audit-index';

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
    const entity = await harness.index.entity('event', eventId);
    expect(entity).toEqual({ kind: 'event', id: eventId, positions: [1, 2, 3] });
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
    const state = async () => ({
      log: await harness.rows(),
      size: (await harness.indexed()).length,
      positions: (await harness.index.entity('event', eventId))?.positions,
    });
    const before = await state();
    await harness.redeliver();
    expect(await state()).toEqual(before);
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
    const newestFirst = await harness.index.search({ kind: 'sponsor' }, 10);
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

/** The memory index's own bookkeeping; what every index answers is in audit-index.int.spec.ts. */
describe('audit index in process memory', () => {
  const at = (hour: number) => indexedTime(`2026-11-01T${String(hour).padStart(2, '0')}:00:00.000Z`);
  const positionsOf = (rows: Array<{ position: number }>) => rows.map((row) => row.position);

  it('grows past its first capacity and starts over when cleared', async () => {
    const big = new MemoryAuditIndex();
    for (let position = 1; position <= 5000; position += 1)
      big.add(position, 'EventUpdated', { kind: 'event', id: `e${position % 7}` }, 'a', at(1));
    expect(big.size).toBe(5000);
    expect((await big.entity('event', 'e3'))?.positions).toHaveLength(714);
    expect((await big.row(5000))?.entity).toEqual({ kind: 'event', id: 'e2' });
    big.clear();
    expect(big.size).toBe(0);
    expect(await big.entity('event', 'e3')).toBeNull();
  });

  it('gives each entity its rows, oldest first, across growth and a clear, as a list of every row says', async () => {
    const index = new MemoryAuditIndex();
    const kinds = ['event', 'speaker', 'sponsor'] as const;
    // A pseudo-random but repeatable mix: many entities of one or two rows, a few with many, ids shared across kinds.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    let rows: Array<{ kind: string; id: string }> = [];
    const check = async () => {
      expect(index.size).toBe(rows.length);
      const expected = new Map<string, number[]>();
      rows.forEach(({ kind, id }, row) =>
        expected.set(`${kind}:${id}`, [...(expected.get(`${kind}:${id}`) ?? []), row + 1]),
      );
      for (const [key, own] of expected) {
        const [kind, id] = key.split(':') as [(typeof kinds)[number], string];
        expect(await index.entity(kind, id)).toEqual({ kind, id, positions: own });
        // Every row names its entity.
        expect((await index.row(own[own.length - 1]))?.entity).toEqual({ kind, id });
        expect(
          positionsOf(await index.search({ kind, entityId: id }, Number.MAX_SAFE_INTEGER)).sort((a, b) => a - b),
        ).toEqual(own);
      }
      expect(await index.entity('event', 'never')).toBeNull();
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
    await check();
    addRows(3000);
    await check();
    addRows(10);
    await check();
    index.clear();
    rows = [];
    expect(await index.entity('event', 'busy1')).toBeNull();
    addRows(1500);
    await check();
  });

  it('numbers actors afresh after a clear, also the actor of the row added last before it', async () => {
    const cleared = new MemoryAuditIndex();
    cleared.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'first@example.com', at(1));
    cleared.add(2, 'EventHidden', { kind: 'event', id: 'a' }, 'second@example.com', at(2));
    cleared.clear();
    cleared.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'second@example.com', at(1));
    cleared.add(2, 'EventHidden', { kind: 'event', id: 'a' }, 'second@example.com', at(2));
    cleared.add(3, 'EventShown', { kind: 'event', id: 'a' }, 'first@example.com', at(3));
    expect(await Promise.all([1, 2, 3].map(async (position) => (await cleared.row(position))?.actor))).toEqual([
      'second@example.com',
      'second@example.com',
      'first@example.com',
    ]);
    expect(await cleared.actorList()).toEqual(['first@example.com', 'second@example.com']);
    expect(positionsOf(await cleared.search({ actor: 'second@example.com' }, 10))).toEqual([2, 1]);
  });
});
