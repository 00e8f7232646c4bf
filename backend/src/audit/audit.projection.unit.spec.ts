import { domainEventCatalogue } from '@dental/contracts';
import { ProjectionHarness } from '../testing/projection-harness';
import { AUDIT_ENTITIES_COLLECTION, AUDIT_LOG_COLLECTION, AuditEntity, AuditProjection, StoredAuditRow } from './audit.projection';

const eventId = 'e-1';
const eventCreated = {
  type: 'EventCreated',
  data: { eventId, title: 'Summit', description: 'd', date: '2026-05-01', location: 'Hall A', city: 'Austin', image: 'esthetic-days', registrationUrl: null, agenda: null, isHidden: false, sourceSubmissionId: null },
};
const speakerAdded = {
  type: 'SpeakerAdded',
  data: { speakerId: 's-1', eventId, name: 'Dr. Ana Ruiz', profession: 'Periodontist', specialty: '', lectureTitle: '', email: 'ana@example.com', image: '', socialLinks: {}, profileUrl: null, abstract: '', objectives: [] },
};
const sponsorAdded = {
  type: 'SponsorAdded',
  data: { sponsorId: 'p-1', name: 'Nova Dental', description: 'Implants', logo: 'NOVA', companyImage: null, website: null, telephone: null, socialHandles: {}, tier: 'gold' },
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

async function harnessWith(...domainEvents: Array<{ type: string; data: unknown; occurredAt?: string; stream?: string }>) {
  const harness = new ProjectionHarness(new AuditProjection());
  await harness.given(...domainEvents);
  return harness;
}

async function rows(harness: ProjectionHarness) {
  return (await harness.all<StoredAuditRow>(AUDIT_LOG_COLLECTION)).sort((a, b) => a.position - b.position);
}

describe('audit projection', () => {
  it('handles every domain event type in the catalogue', () => {
    const projection = new AuditProjection();
    for (const definition of domainEventCatalogue) expect(projection.handles.has(definition.type)).toBe(true);
  });

  it.each([
    ['EventUpdated', { eventId, changes: { title: 'Renamed', city: 'Dallas' } }, [{ field: 'title', before: 'Summit', after: 'Renamed' }, { field: 'city', before: 'Austin', after: 'Dallas' }], 'edited the title and city of “Renamed”'],
    ['EventHidden', { eventId }, [{ field: 'isHidden', before: false, after: true }], 'hid “Summit” from the public'],
    ['EventFeatured', { eventId }, [{ field: 'isFeatured', before: false, after: true }], 'featured “Summit”'],
    ['EventSocialMediaHidden', { eventId }, [{ field: 'hideSocialMedia', before: false, after: true }], "hid speakers' social icons on “Summit”"],
    ['EventAbstractsHidden', { eventId }, [{ field: 'hideAbstracts', before: false, after: true }], "hid speakers' abstracts on “Summit”"],
    ['EventTrashed', { eventId }, [{ field: 'inTrash', before: false, after: true }], 'moved “Summit” to the trash'],
    ['SponsorTierRenamed', { eventId, tierLevel: 'gold', customName: 'Gold Partners' }, [{ field: 'goldTierName', before: null, after: 'Gold Partners' }], 'renamed the gold sponsor tier of “Summit” to “Gold Partners”'],
  ])('%s records its changed fields and a plain summary', async (type, data, changes, summary) => {
    const harness = await harnessWith(eventCreated, { type, data });
    const row = (await rows(harness))[1];
    expect(row).toMatchObject({ type, entity: { kind: 'event', id: eventId }, changes, summary: `admin@example.com ${summary}` });
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
      { type: 'SubmissionApproved', data: { submissionId: 'sub-1', reviewedBy: 'Admin', reviewNotes: null }, occurredAt: '2026-10-02T08:00:00.000Z' },
    );
    const all = await rows(harness);
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
    const harness = await harnessWith(eventCreated, { type: 'EventUpdated', data: { eventId, changes: { title: 'Renamed' } } }, { type: 'EventHidden', data: { eventId } });
    expect((await rows(harness)).map((row) => row.entity.label)).toEqual(['Summit', 'Renamed', 'Renamed']);
  });

  it('folds state across streams (the featured flag comes from the roster stream)', async () => {
    const harness = await harnessWith(eventCreated, { type: 'EventFeatured', data: { eventId }, stream: 'featured-events' }, { type: 'EventUnfeatured', data: { eventId }, stream: 'featured-events' });
    const entity = await harness.document<AuditEntity>(AUDIT_ENTITIES_COLLECTION, `event:${eventId}`);
    expect(entity).toMatchObject({ kind: 'event', id: eventId, label: 'Summit', positions: [1, 2, 3] });
    expect(entity?.state.isFeatured).toBe(false);
    expect((await rows(harness))[2].changes).toEqual([{ field: 'isFeatured', before: true, after: false }]);
  });

  it('lists the changed settings in the summary', async () => {
    const harness = await harnessWith({ type: 'SiteSettingsUpdated', data: { settingsId: 'site', changes: { tagline: 'New', phone: '555' } } });
    expect((await rows(harness))[0]).toMatchObject({ entity: { kind: 'settings', id: 'site', label: 'Site settings' }, summary: 'admin@example.com changed the site settings (tagline and phone)' });
  });

  it('is idempotent: a redelivered domain event changes nothing', async () => {
    const harness = await harnessWith(eventCreated, { type: 'EventUpdated', data: { eventId, changes: { title: 'Renamed' } } });
    const before = { log: await rows(harness), entity: await harness.document(AUDIT_ENTITIES_COLLECTION, `event:${eventId}`) };
    await harness.redeliver();
    expect({ log: await rows(harness), entity: await harness.document(AUDIT_ENTITIES_COLLECTION, `event:${eventId}`) }).toEqual(before);
  });
});
