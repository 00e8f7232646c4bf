import { changedAnything, combineOutcomes, nothingChanged } from './command-outcome';

const appended = (id: string) => ({ id, type: 'EventTrashed', data: { eventId: 'e1' }, metadata: {} as never });

describe('command outcomes', () => {
  it('combines several appends into the last position and every domain event, in order', () => {
    const combined = combineOutcomes({ position: 7, appended: [appended('a')] }, nothingChanged(), {
      position: 9,
      appended: [appended('b'), appended('c')],
    });
    expect(combined.position).toBe(9);
    expect(combined.appended.map((domainEvent) => domainEvent.id)).toEqual(['a', 'b', 'c']);
    expect(changedAnything(combined)).toBe(true);
  });

  it('says nothing changed when no append wrote anything', () => {
    const combined = combineOutcomes(nothingChanged(), nothingChanged());
    expect(combined).toEqual({ position: null, appended: [] });
    expect(changedAnything(combined)).toBe(false);
  });
});
