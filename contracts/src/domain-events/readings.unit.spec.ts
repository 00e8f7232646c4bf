import { domainEventCatalogue, domainEventReading } from './index';
import { setsChanges, setsData, setsFlag, startsWithData } from './reading';

const metadata = { actor: 'admin@example.com', occurredAt: '2026-11-01T10:00:00.000Z' };
const labelOf = (type: string) => domainEventReading(type)?.label;

describe('what people read of each domain event type', () => {
  it('words no type twice, so the audit filter never offers two choices that read alike', () => {
    const labels = domainEventCatalogue.map((definition) => labelOf(definition.type));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('reads as a sentence, not as the type name', () => {
    expect(labelOf('SponsorNoLongerGlobal')).toBe('Sponsor removed from global list');
    expect(labelOf('EventSocialMediaHidden')).toBe("Speakers' social icons hidden on an event");
    for (const definition of domainEventCatalogue) expect(labelOf(definition.type)).toMatch(/^[A-Z][a-z']* [a-z]/);
  });

  it('has no reading for a type outside the catalogue, nor for an inherited property name', () => {
    expect(domainEventReading('SponsorWentPlatinum')).toBeUndefined();
    expect(domainEventReading('toString')).toBeUndefined();
  });

  it('says what the actor did to the entity, with the facts the audit history gives it', () => {
    const sentence = (type: string, data: Record<string, unknown>, relatedEvent: string | null = null) =>
      domainEventReading(type)?.sentence({
        data,
        subject: '“Dr. Ana Ruiz”',
        changedFields: 'name and e-mail',
        relatedEvent,
      });
    expect(sentence('SpeakerUpdated', {})).toBe('edited the name and e-mail of the speaker “Dr. Ana Ruiz”');
    expect(sentence('SpeakerPurged', { speakerId: 's' })).toBe(
      'purged the speaker “Dr. Ana Ruiz” after 14 days in the trash',
    );
    expect(sentence('SpeakerPurged', { speakerId: 's', eventId: 'e' }, '“Summit”')).toBe(
      'purged the speaker “Dr. Ana Ruiz” with “Summit”',
    );
    expect(sentence('SpeakerPurged', { speakerId: 's', eventId: 'e' })).toBe(
      'purged the speaker “Dr. Ana Ruiz” with its event',
    );
    expect(sentence('AccountRoleChanged', { accountId: 'a', role: 'editor', previousRole: 'reviewer' })).toBe(
      'changed the role of “Dr. Ana Ruiz” from reviewer to editor',
    );
  });
});

describe('folds', () => {
  it('a flag is set, and was the opposite before', () => {
    expect(setsFlag('isHidden', true)({}, metadata, {})).toEqual({
      set: { isHidden: true },
      assumedBefore: { isHidden: false },
    });
  });

  it('a creation starts the state from the data without the entity’s id', () => {
    expect(
      startsWithData<{ eventId: string; title: string }>('eventId')({ eventId: 'e', title: 'Summit' }, metadata, {}),
    ).toEqual({ set: { title: 'Summit' }, replace: true });
  });

  it('other data is set without the entity’s id, and an edit sets exactly its changes', () => {
    expect(
      setsData<{ accountId: string; role: string }>('accountId')({ accountId: 'a', role: 'owner' }, metadata, {}),
    ).toEqual({ set: { role: 'owner' } });
    expect(setsChanges({ changes: { title: 'B' } }, metadata, { title: 'A' })).toEqual({ set: { title: 'B' } });
  });

  it('a review sets the status, the reviewer and the review time, from a pending submission', () => {
    const fold = domainEventReading('SubmissionRejected')?.fold;
    expect(fold?.({ submissionId: 's', reviewedBy: 'Admin', reviewNotes: 'Too late' }, metadata, {})).toEqual({
      set: { status: 'rejected', reviewedBy: 'Admin', reviewNotes: 'Too late', reviewedAt: metadata.occurredAt },
      assumedBefore: { status: 'pending' },
    });
  });

  it("a tier's custom name is a field of its event, and a reset clears it", () => {
    const data = { eventId: 'e', tierLevel: 'gold', customName: 'Gold Partners' };
    expect(domainEventReading('SponsorTierRenamed')?.fold(data, metadata, {}).set).toEqual({
      goldTierName: 'Gold Partners',
    });
    expect(domainEventReading('SponsorTierNameReset')?.fold(data, metadata, {}).set).toEqual({ goldTierName: null });
  });
});
