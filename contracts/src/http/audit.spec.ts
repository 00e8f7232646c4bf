import { auditReferenceKind } from './audit';

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
