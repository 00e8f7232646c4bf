import { InMemoryReadStore } from '../read-store/in-memory-read-store';
import { patchDocument, updateDocument } from './projection';

interface Listing {
  title: string;
  isHidden: boolean;
  updatedAt: string;
}

const at = (position: number) => ({ position });

describe('updateDocument and patchDocument against the in-memory store', () => {
  let store: InMemoryReadStore;
  beforeEach(() => {
    store = new InMemoryReadStore();
    updateDocument<Listing>(store, 'events', 'e-1', at(1), () => ({
      title: 'Symposium',
      isHidden: false,
      updatedAt: 't1',
    }));
  });

  it('patches a copy outside a rebuild: a reader holding the old value keeps it', () => {
    const before = store.getNow<Listing>('events', 'e-1')!.value;
    patchDocument<Listing>(store, 'events', 'e-1', at(2), () => ({ isHidden: true, updatedAt: 't2' }));
    expect(before).toEqual({ title: 'Symposium', isHidden: false, updatedAt: 't1' });
    expect(store.getNow<Listing>('events', 'e-1')).toEqual({
      id: 'e-1',
      position: 2,
      value: { title: 'Symposium', isHidden: true, updatedAt: 't2' },
    });
  });

  it('patches in place during a rebuild, with the same result', () => {
    const before = store.getNow<Listing>('events', 'e-1')!.value;
    store.setPrivateToProjections(true);
    patchDocument<Listing>(store, 'events', 'e-1', at(2), () => ({ isHidden: true, updatedAt: 't2' }));
    store.setPrivateToProjections(false);
    expect(store.getNow<Listing>('events', 'e-1')).toEqual({
      id: 'e-1',
      position: 2,
      value: { title: 'Symposium', isHidden: true, updatedAt: 't2' },
    });
    expect(store.getNow<Listing>('events', 'e-1')!.value).toBe(before);
  });

  it.each([false, true])(
    'ignores a redelivered domain event, deletes on null and creates from the patch alone (rebuild: %s)',
    (rebuilding) => {
      store.setPrivateToProjections(rebuilding);
      patchDocument<Listing>(store, 'events', 'e-1', at(1), () => ({ title: 'Redelivered' }));
      expect(store.getNow<Listing>('events', 'e-1')!.value.title).toBe('Symposium');
      const changes = { title: 'Fresh' };
      patchDocument<Listing>(store, 'events', 'e-2', at(3), () => changes);
      expect(store.getNow<Listing>('events', 'e-2')).toEqual({ id: 'e-2', position: 3, value: { title: 'Fresh' } });
      expect(store.getNow<Listing>('events', 'e-2')!.value).not.toBe(changes);
      patchDocument<Listing>(store, 'events', 'e-1', at(4), () => null);
      expect(store.getNow('events', 'e-1')).toBeNull();
      patchDocument<Listing>(store, 'events', 'e-2', at(5), () => undefined);
      expect(store.getNow('events', 'e-2')?.position).toBe(3);
    },
  );

  it('refuses an in-place change outside a rebuild', () => {
    expect(() => store.patchInPlaceNow(store.getNow('events', 'e-1')!, 2, { isHidden: true })).toThrow(
      /outside a rebuild/,
    );
    expect(store.getNow('events', 'e-1')!.position).toBe(1);
  });
});
