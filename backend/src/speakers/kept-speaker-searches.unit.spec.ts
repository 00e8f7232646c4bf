import { foundSpeakers, pageOf, withGroupsReplaced } from './found-speakers';

describe('the speakers a search found, in groups by event', () => {
  const order = new Map([
    ['e1', 0],
    ['e2', 1],
    ['e3', 2],
    ['e4', 3],
  ]);
  const orderOf = (eventId: string) => order.get(eventId) ?? -1;
  /** Event eN has seq N. */
  const group = (eventId: string, ...ids: string[]) => ({
    seq: Number(eventId.slice(1)),
    speakers: ids.map((id) => ({ id, eventId })),
  });
  const ids = (speakers: ReadonlyArray<{ id: string }>) => speakers.map((item) => item.id);
  const found = foundSpeakers([group('e1', 'a', 'b'), group('e2'), group('e3', 'c'), group('e4', 'd')]);

  it('are paged across groups', () => {
    expect(found.total).toBe(4);
    expect(found.seqs).toEqual([1, 3, 4]);
    expect(ids(pageOf(found.groups, 0, 3))).toEqual(['a', 'b', 'c']);
    expect(ids(pageOf(found.groups, 1, 2))).toEqual(['b', 'c']);
    expect(ids(pageOf(found.groups, 3, 2))).toEqual(['d']);
    expect(ids(pageOf(found.groups, 4, 2))).toEqual([]);
  });

  it('have the groups of changed events taken out and their new matches put where their event now stands', () => {
    const answer = withGroupsReplaced(found, new Set([1]), [group('e2', 'x'), group('e1', 'b')], orderOf);
    expect(ids(pageOf(answer.groups, 0, 10))).toEqual(['b', 'x', 'c', 'd']);
    expect(answer.seqs).toEqual([1, 2, 3, 4]);
    expect(answer.total).toBe(4);
  });

  it('move a group whose event moved, and drop one with no matches left', () => {
    order.set('e1', 4);
    const answer = withGroupsReplaced(found, new Set([1, 3]), [group('e1', 'a'), group('e3')], orderOf);
    expect(ids(pageOf(answer.groups, 0, 10))).toEqual(['d', 'a']);
    expect(answer.seqs).toEqual([4, 1]);
    expect(answer.total).toBe(2);
    expect(ids(pageOf(found.groups, 0, 10))).toEqual(['a', 'b', 'c', 'd']);
  });
});
