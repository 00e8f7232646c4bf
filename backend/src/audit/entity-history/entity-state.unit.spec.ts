import { summarise } from './describe';
import { diffStates, evolveEntityState, labelOf, words } from '../../shared/entity-state';

const metadata = {
  actor: 'admin@example.com',
  occurredAt: '2026-11-01T10:00:00.000Z',
  correlationId: 'c',
  causationId: 'c',
};
const step = (state: Record<string, unknown>, type: string, data: Record<string, unknown>) =>
  evolveEntityState(state, { type, data, metadata });

describe('generic entity state', () => {
  it('splits type names into words', () => {
    expect(words('EventSocialMediaHidden')).toEqual(['Event', 'Social', 'Media', 'Hidden']);
    expect(words('registrationUrl')).toEqual(['registration', 'Url']);
  });

  describe('folds types it has no rule for by convention', () => {
    it('merges `changes`', () => {
      const { before, after } = step({ title: 'A', city: 'X' }, 'WorkshopUpdated', {
        workshopId: 'w',
        changes: { title: 'B' },
      });
      expect(diffStates(before, after)).toEqual([{ field: 'title', before: 'A', after: 'B' }]);
    });

    it('starts the state on a creation', () => {
      const { after } = step({}, 'WorkshopCreated', { title: 'Intro', seats: 12 });
      expect(after).toEqual({ title: 'Intro', seats: 12 });
    });

    it.each([
      ['WorkshopHidden', { isHidden: true }],
      ['WorkshopSyllabusHidden', { hideSyllabus: true }],
      ['WorkshopFeatured', { isFeatured: true }],
      ['WorkshopTrashed', { inTrash: true }],
      ['WorkshopPurged', { purged: true }],
      ['WorkshopRemoved', { removed: true }],
    ])('%s sets %j, assuming the opposite before', (type, expected) => {
      const { before, after } = step({ title: 'Intro' }, type, {});
      const [field, value] = Object.entries(expected)[0];
      expect(after[field]).toBe(value);
      expect(before[field]).toBe(!value);
    });

    it('merges any other data', () => {
      expect(step({ room: 'A' }, 'WorkshopMovedToRoom', { room: 'B' }).after).toEqual({ room: 'B' });
    });
  });

  it('labels an entity by title, name or organisation, else its id', () => {
    expect(labelOf({ kind: 'event', id: 'e' }, { title: ' Summit ' })).toBe('Summit');
    expect(labelOf({ kind: 'speaker', id: 's' }, { name: 'Dr. Ruiz' })).toBe('Dr. Ruiz');
    expect(labelOf({ kind: 'sponsor', id: 'p' }, {})).toBe('p');
    expect(labelOf({ kind: 'settings', id: 'site' }, {})).toBe('Site settings');
  });

  it('words a summary from the type name when it has no phrase', () => {
    expect(
      summarise('system', {
        type: 'WorkshopMovedToRoom',
        kind: 'event',
        label: 'Intro',
        data: {},
        changedFields: ['room'],
        relatedEventLabel: null,
      }),
    ).toBe('The system recorded “workshop moved to room” for “Intro”');
    expect(
      summarise('public', {
        type: 'SubmissionReceived',
        kind: 'submission',
        label: 'Day',
        data: {},
        changedFields: [],
        relatedEventLabel: null,
      }),
    ).toBe('A visitor submitted “Day” for review');
  });
});
