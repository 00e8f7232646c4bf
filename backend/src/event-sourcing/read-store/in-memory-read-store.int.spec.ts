import { InMemoryReadStore } from './in-memory-read-store';
import { readStoreContract } from './read-store.contract';

readStoreContract('In-memory', () => Promise.resolve(new InMemoryReadStore()));

describe('In-memory read store lookups (idsWhere)', () => {
  it('follow a field changed in place during a rebuild', async () => {
    const store = new InMemoryReadStore();
    await store.put('speakers', { id: 's1', position: 1, value: { eventId: 'e1' } });
    expect(await store.idsWhere('speakers', 'eventId', 'e1')).toEqual(['s1']);
    store.setPrivateToProjections(true);
    store.patchInPlaceNow('speakers', store.getNow('speakers', 's1')!, 2, { eventId: 'e2' });
    store.setPrivateToProjections(false);
    expect(await store.idsWhere('speakers', 'eventId', 'e1')).toEqual([]);
    expect(await store.idsWhere('speakers', 'eventId', 'e2')).toEqual(['s1']);
  });

  it('start afresh when the projection is reset', async () => {
    const store = new InMemoryReadStore();
    await store.put('speakers', { id: 's1', position: 1, value: { eventId: 'e1' } });
    expect(await store.idsWhere('speakers', 'eventId', 'e1')).toEqual(['s1']);
    await store.reset('speakers', ['speakers']);
    await store.put('speakers', { id: 's2', position: 2, value: { eventId: 'e1' } });
    expect(await store.idsWhere('speakers', 'eventId', 'e1')).toEqual(['s2']);
  });
});
