import { summarise } from './describe';
import { diffStates, evolveEntityState, labelOf } from '../../shared/entity-state';

const metadata = {
  actor: 'admin@example.com',
  occurredAt: '2026-11-01T10:00:00.000Z',
  correlationId: 'c',
  causationId: 'c',
};
const step = (state: Record<string, unknown>, type: string, data: Record<string, unknown>) =>
  evolveEntityState(state, { type, data, metadata });

describe('generic entity state', () => {
  it("folds each type by its reading's fold: an edit merges `changes`", () => {
    const { before, after, touched } = step({ title: 'A', city: 'X' }, 'EventUpdated', {
      eventId: 'e',
      changes: { title: 'B' },
    });
    expect(touched).toEqual(['title']);
    expect(diffStates(before, after, touched)).toEqual([{ field: 'title', before: 'A', after: 'B' }]);
  });

  it('a creation replaces the state, without the entity’s id', () => {
    const { after, touched } = step({ stale: true }, 'SponsorAdded', { sponsorId: 'p', name: 'Nova Dental' });
    expect(after).toEqual({ name: 'Nova Dental' });
    expect(touched).toBeNull();
  });

  it('a flag the state never recorded is taken to have been the opposite before', () => {
    const { before, after } = step({ title: 'Summit' }, 'EventHidden', { eventId: 'e' });
    expect(before).toEqual({ title: 'Summit', isHidden: false });
    expect(after).toEqual({ title: 'Summit', isHidden: true });
    expect(step({ isHidden: true }, 'EventHidden', { eventId: 'e' }).before.isHidden).toBe(true);
  });

  it('refuses a type outside the catalogue rather than guessing from its name', () => {
    expect(() => step({}, 'WorkshopHidden', { workshopId: 'w' })).toThrow(
      'WorkshopHidden is not a domain event type of the catalogue',
    );
  });

  it('labels an entity by title, name or organisation, else its id', () => {
    expect(labelOf({ kind: 'event', id: 'e' }, { title: ' Summit ' })).toBe('Summit');
    expect(labelOf({ kind: 'speaker', id: 's' }, { name: 'Dr. Ruiz' })).toBe('Dr. Ruiz');
    expect(labelOf({ kind: 'sponsor', id: 'p' }, {})).toBe('p');
    expect(labelOf({ kind: 'settings', id: 'site' }, {})).toBe('Site settings');
  });

  it("words a summary with the type's sentence after the actor", () => {
    expect(
      summarise('public', {
        type: 'SubmissionReceived',
        label: 'Day',
        data: {},
        changedFields: [],
        relatedEventLabel: null,
      }),
    ).toBe('A visitor submitted “Day” for review');
    expect(
      summarise('system', {
        type: 'OwnerAccountEstablished',
        label: 'admin@example.com',
        data: { accountId: 'a', email: 'admin@example.com' },
        changedFields: ['email'],
        relatedEventLabel: null,
      }),
    ).toBe('The system set up the first owner account “admin@example.com”');
  });
});
