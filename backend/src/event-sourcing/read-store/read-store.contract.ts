import { randomUUID } from 'node:crypto';
import { ReadStore } from './read-store.port';

/** The behaviour every read store adapter must have. Collections get unique names per run. */
export function readStoreContract(
  name: string,
  createStore: () => Promise<ReadStore>,
  skipReason?: string,
  options: { keepOnFile?: boolean } = {},
): void {
  if (skipReason) {
    describe(`${name} read store contract`, () => {
      it.skip(`skipped: ${skipReason}`, () => undefined);
    });
    return;
  }

  describe(`${name} read store contract`, () => {
    let store: ReadStore;
    const collection = () => {
      const name = `contract_${randomUUID().replace(/-/g, '')}`;
      if (options.keepOnFile) store.keepOnFile([name]);
      return name;
    };
    beforeAll(async () => {
      store = await createStore();
    });
    afterAll(async () => {
      await store.close();
    });

    it('puts, gets and lists documents', async () => {
      const events = collection();
      expect(await store.put(events, { id: 'e1', position: 3, value: { title: 'Summit' } })).toBe(true);
      await store.put(events, { id: 'e2', position: 4, value: { title: 'Forum' } });
      expect(await store.get(events, 'e1')).toEqual({ id: 'e1', position: 3, value: { title: 'Summit' } });
      expect(await store.get(events, 'nope')).toBeNull();
      const listed = await store.list<{ title: string }>(events);
      expect(listed.map((d) => d.value.title).sort()).toEqual(['Forum', 'Summit']);
    });

    it('ignores a write at or before the stored position (redelivery changes nothing)', async () => {
      const events = collection();
      await store.put(events, { id: 'e1', position: 10, value: { title: 'New' } });
      expect(await store.put(events, { id: 'e1', position: 10, value: { title: 'Again' } })).toBe(false);
      expect(await store.put(events, { id: 'e1', position: 7, value: { title: 'Old' } })).toBe(false);
      expect((await store.get<{ title: string }>(events, 'e1'))?.value.title).toBe('New');
      expect(await store.put(events, { id: 'e1', position: 11, value: { title: 'Newer' } })).toBe(true);
      expect((await store.get<{ title: string }>(events, 'e1'))?.value.title).toBe('Newer');
    });

    it('removes a document unless a later position wrote it', async () => {
      const events = collection();
      await store.put(events, { id: 'e1', position: 5, value: {} });
      await store.remove(events, 'e1', 4);
      expect(await store.get(events, 'e1')).not.toBeNull();
      await store.remove(events, 'e1', 6);
      expect(await store.get(events, 'e1')).toBeNull();
    });

    it('keeps a checkpoint per projection and resets a projection', async () => {
      const projection = `projection_${randomUUID()}`;
      const events = collection();
      expect(await store.getCheckpoint(projection)).toBe(0);
      await store.saveCheckpoint(projection, 42);
      expect(await store.getCheckpoint(projection)).toBe(42);
      await store.put(events, { id: 'e1', position: 1, value: {} });
      await store.reset(projection, [events]);
      expect(await store.getCheckpoint(projection)).toBe(0);
      expect(await store.list(events)).toEqual([]);
    });

    it('keeps the version of the projection that built the documents, and forgets it on reset', async () => {
      const projection = `projection_${randomUUID()}`;
      expect(await store.getVersion(projection)).toBeNull();
      await store.saveVersion(projection, 3);
      await store.saveCheckpoint(projection, 12);
      expect(await store.getVersion(projection)).toBe(3);
      expect(await store.getCheckpoint(projection)).toBe(12);
      await store.commit();
      await store.reset(projection, []);
      expect(await store.getVersion(projection)).toBeNull();
      expect(await store.getCheckpoint(projection)).toBe(0);
    });
  });
}
