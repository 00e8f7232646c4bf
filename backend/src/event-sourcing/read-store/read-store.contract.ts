import { randomUUID } from 'node:crypto';
import { ReadStore, pickFields } from './read-store.port';

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

    it('lists a few fields of every document as they were, leaving out those a document lacks', async () => {
      const speakers = collection();
      await store.put(speakers, {
        id: 's1',
        position: 1,
        value: { eventId: 'e1', trashedAt: null, name: 'Ana', tags: ['a', 'b'], featured: true, count: 3 },
      });
      await store.put(speakers, {
        id: 's2',
        position: 2,
        value: { eventId: 'e2', trashedAt: '2026-11-20', name: 'Bo' },
      });
      await store.commit();
      await store.written();
      // Changed since the last commit, and new: what the store holds until it is written.
      await store.put(speakers, {
        id: 's1',
        position: 3,
        value: { eventId: 'e9', trashedAt: null, name: 'Ana', tags: ['a'], featured: false, count: 0 },
      });
      await store.put(speakers, { id: 's3', position: 4, value: { name: 'Cy' } });
      const fields = ['eventId', 'trashedAt', 'tags', 'featured', 'count'] as const;
      type Record = { eventId: string; trashedAt: string | null; tags: string[]; featured: boolean; count: number };
      const listed = (await store.listFields<Record, (typeof fields)[number]>(speakers, fields)).map(
        // A store that holds the documents may give them whole: the fields asked for are what is promised.
        ({ id, position, value }) => ({ id, position, value: pickFields(value, fields) }),
      );
      expect(listed.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        { id: 's1', position: 3, value: { eventId: 'e9', trashedAt: null, tags: ['a'], featured: false, count: 0 } },
        { id: 's2', position: 2, value: { eventId: 'e2', trashedAt: '2026-11-20' } },
        { id: 's3', position: 4, value: {} },
      ]);
      await store.remove(speakers, 's2', 5);
      expect((await store.listFields<Record, never>(speakers, [])).map((document) => document.id).sort()).toEqual([
        's1',
        's3',
      ]);
    });

    it('finds the ids of the documents whose field holds a value, written or not yet', async () => {
      const speakers = `contract_${randomUUID().replace(/-/g, '')}`;
      if (options.keepOnFile) store.keepOnFile([speakers], { lookedUpBy: ['eventId'] });
      await store.put(speakers, { id: 's1', position: 1, value: { eventId: 'e1', name: 'Ana' } });
      await store.put(speakers, { id: 's2', position: 2, value: { eventId: 'e1', name: 'Bo' } });
      await store.put(speakers, { id: 's3', position: 3, value: { eventId: 'e2', name: 'Cy' } });
      await store.put(speakers, { id: 's4', position: 4, value: { eventId: null, name: 'Di' } });
      await store.commit();
      await store.written();
      expect((await store.idsWhere(speakers, 'eventId', 'e1')).sort()).toEqual(['s1', 's2']);
      expect(await store.idsWhere(speakers, 'eventId', 'e2')).toEqual(['s3']);
      expect(await store.idsWhere(speakers, 'eventId', 'none')).toEqual([]);
      // A text that reads as another JSON value is still the text.
      expect(await store.idsWhere(speakers, 'eventId', 'null')).toEqual([]);

      // Moved, removed and new since the last commit: what the store holds until it is written.
      await store.put(speakers, { id: 's2', position: 5, value: { eventId: 'e2', name: 'Bo' } });
      await store.remove(speakers, 's1', 6);
      await store.put(speakers, { id: 's5', position: 7, value: { eventId: 'e1', name: 'Ed' } });
      expect(await store.idsWhere(speakers, 'eventId', 'e1')).toEqual(['s5']);
      expect((await store.idsWhere(speakers, 'eventId', 'e2')).sort()).toEqual(['s2', 's3']);
      await store.commit();
      await store.written();
      expect(await store.idsWhere(speakers, 'eventId', 'e1')).toEqual(['s5']);
      expect((await store.idsWhere(speakers, 'eventId', 'e2')).sort()).toEqual(['s2', 's3']);
    });

    it('lists every document without some of its fields, and keeps them whole', async () => {
      const events = collection();
      type Record = { title: string; agenda: { days: string[] } | null; tags?: string[] };
      await store.put<Record>(events, { id: 'e1', position: 3, value: { title: 'One', agenda: { days: ['d1'] } } });
      await store.put<Record>(events, { id: 'e2', position: 4, value: { title: 'Two', agenda: null, tags: ['a'] } });
      await store.put<Record>(events, { id: 'e3', position: 5, value: { title: 'Three', agenda: { days: [] } } });
      await store.remove(events, 'e3', 6);
      const listed = await store.listWithout<Record, 'agenda'>(events, ['agenda']);
      expect(listed.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        { id: 'e1', position: 3, value: { title: 'One' } },
        { id: 'e2', position: 4, value: { title: 'Two', tags: ['a'] } },
      ]);
      expect((await store.get<Record>(events, 'e1'))?.value).toEqual({ title: 'One', agenda: { days: ['d1'] } });
    });

    it('hands each listed document to the reader as it lists it, written to the file or not', async () => {
      const events = collection();
      type Record = { title: string; agenda: string | null };
      await store.put<Record>(events, { id: 'e1', position: 3, value: { title: 'One', agenda: 'a' } });
      await store.put<Record>(events, { id: 'e2', position: 4, value: { title: 'Two', agenda: null } });
      await store.commit();
      await store.written();
      // Not written yet: a store that keeps documents on file holds it until the next commit.
      await store.put<Record>(events, { id: 'e3', position: 5, value: { title: 'Three', agenda: 'c' } });

      const handed: unknown[] = [];
      const listed = await store.list<Record>(events, (document) => handed.push(document));
      expect(listed.length).toBe(3);
      listed.forEach((document, at) => expect(handed[at]).toBe(document));
      expect(listed.map((document) => document.id).sort()).toEqual(['e1', 'e2', 'e3']);

      const seen: Array<{ title: string }> = [];
      const without = await store.listWithout<Record, 'agenda'>(events, ['agenda'], (document) => {
        seen.push(document.value);
        // Its own copy: a change shows in the answer, never in the store.
        document.value.title = document.value.title.toUpperCase();
      });
      expect(without.map((document) => document.value)).toEqual(seen);
      expect(without.map((document) => document.value.title).sort()).toEqual(['ONE', 'THREE', 'TWO']);
      expect((await store.get<Record>(events, 'e3'))?.value).toEqual({ title: 'Three', agenda: 'c' });
      expect((await store.get<Record>(events, 'e1'))?.value).toEqual({ title: 'One', agenda: 'a' });
    });

    it('hands the reader its shared copy of each listed value, written to the file or not', async () => {
      const events = collection();
      type Record = { title: string; city: string; tags: string[]; agenda: string | null };
      const value = (title: string): Record => ({ title, city: 'Chicago', tags: ['implants'], agenda: 'long' });
      await store.put<Record>(events, { id: 'e1', position: 3, value: value('One') });
      await store.put<Record>(events, { id: 'e2', position: 4, value: value('Two') });
      await store.commit();
      await store.written();
      await store.put<Record>(events, { id: 'e3', position: 5, value: value('Three') });

      const sharedTags = ['implants'];
      const asked: string[] = [];
      const share = (field: string, given: unknown): unknown => {
        asked.push(field);
        if (field === 'city') return `${given as string} (shared)`;
        return field === 'tags' ? sharedTags : given;
      };
      const listed = await store.listWithout<Record, 'agenda'>(events, ['agenda'], undefined, share);
      expect(listed.map((document) => document.value).sort((a, b) => a.title.localeCompare(b.title))).toEqual(
        ['One', 'Three', 'Two'].map((title) => ({ title, city: 'Chicago (shared)', tags: ['implants'] })),
      );
      for (const document of listed) expect(document.value.tags).toBe(sharedTags);
      // Never asked for a field left out; the stored documents keep their own values.
      expect(asked).not.toContain('agenda');
      expect(asked).toContain('title');
      expect((await store.get<Record>(events, 'e1'))?.value).toEqual(value('One'));
      expect((await store.get<Record>(events, 'e3'))?.value).toEqual(value('Three'));
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
