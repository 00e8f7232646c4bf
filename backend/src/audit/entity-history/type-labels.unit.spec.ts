import { auditReferenceKind, domainEventCatalogue } from '@dental/contracts';
import { DOMAIN_EVENT_TYPE_LABELS, domainEventTypeLabel } from './type-labels';

describe('domain event types in plain words', () => {
  it('has a sentence for every type in the catalogue (add one when you add a domain event)', () => {
    const missing = domainEventCatalogue
      .map((definition) => definition.type)
      .filter((type) => !DOMAIN_EVENT_TYPE_LABELS[type]);
    expect(missing).toEqual([]);
  });

  it('words no type twice, so the filter never offers two choices that read alike', () => {
    const labels = domainEventCatalogue.map((definition) => domainEventTypeLabel(definition.type));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('reads as a sentence, not as the type name', () => {
    expect(domainEventTypeLabel('SponsorNoLongerGlobal')).toBe('Sponsor removed from global list');
    expect(domainEventTypeLabel('EventSocialMediaHidden')).toBe("Speakers' social icons hidden on an event");
    for (const definition of domainEventCatalogue)
      expect(domainEventTypeLabel(definition.type)).toMatch(/^[A-Z][a-z']* [a-z]/);
  });

  it('words a type it does not know from its name', () => {
    expect(domainEventTypeLabel('SponsorWentPlatinum')).toBe('Sponsor went platinum');
  });
});

describe('fields that name another entity by id', () => {
  it('are the event, submission and speaker ids by name convention', () => {
    expect(auditReferenceKind('eventId')).toBe('event');
    expect(auditReferenceKind('createdEventId')).toBe('event');
    expect(auditReferenceKind('sourceEventId')).toBe('event');
    expect(auditReferenceKind('sourceSubmissionId')).toBe('submission');
    expect(auditReferenceKind('samePersonAs')).toBe('speaker');
  });

  it('are not other ids or look-alikes', () => {
    expect(auditReferenceKind('agdPaceProviderId')).toBeNull();
    expect(auditReferenceKind('preventId')).toBeNull();
    expect(auditReferenceKind('title')).toBeNull();
    expect(auditReferenceKind('eventIds')).toBeNull();
  });
});
