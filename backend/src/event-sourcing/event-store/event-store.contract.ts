import { randomUUID } from 'node:crypto';
import {
  ConcurrencyError,
  EventStore,
  NewDomainEvent,
  ProjectedDomainEvent,
  StoredDomainEvent,
} from './event-store.port';

/**
 * The behaviour every event store adapter must have. Each adapter's spec calls this with a
 * factory; streams get unique names so a shared real server can run it repeatedly.
 */
export function eventStoreContract(name: string, createStore: () => Promise<EventStore>, skipReason?: string): void {
  if (skipReason) {
    describe(`${name} event store contract`, () => {
      it.skip(`skipped: ${skipReason}`, () => undefined);
    });
    return;
  }

  describe(`${name} event store contract`, () => {
    let store: EventStore;
    const stream = (label: string) => `contract${randomUUID().replace(/-/g, '')}-${label}`;
    const newDomainEvent = (type: string, data: Record<string, unknown> = {}): NewDomainEvent => ({
      id: randomUUID(),
      type,
      data,
      metadata: {
        actor: 'tester@example.com',
        occurredAt: new Date().toISOString(),
        correlationId: randomUUID(),
        causationId: randomUUID(),
      },
    });

    beforeAll(async () => {
      store = await createStore();
    });
    afterAll(async () => {
      await store.close();
    });

    it('appends to a new stream and reads it back in order with revisions from 0', async () => {
      const name = stream('orders');
      const first = newDomainEvent('EventCreated', { title: 'Spring Implant Summit' });
      const second = newDomainEvent('EventHidden');
      const result = await store.append(name, [first, second], 'no_stream');
      expect(result.nextRevision).toBe(1);
      expect(result.position).toBeGreaterThan(0);
      const read = await store.readStream(name);
      expect(read.map((e) => [e.id, e.type, e.revision, e.stream])).toEqual([
        [first.id, 'EventCreated', 0, name],
        [second.id, 'EventHidden', 1, name],
      ]);
      expect(read[0].data).toEqual({ title: 'Spring Implant Summit' });
      expect(read[0].metadata).toEqual(first.metadata);
      expect(read[1].position).toBe(result.position);
    });

    it('reads an unknown stream as empty', async () => {
      expect(await store.readStream(stream('missing'))).toEqual([]);
    });

    it('raises a ConcurrencyError for a wrong expected revision and stores nothing', async () => {
      const name = stream('conflict');
      await store.append(name, [newDomainEvent('EventCreated')], 'no_stream');
      await expect(store.append(name, [newDomainEvent('EventHidden')], 'no_stream')).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      await expect(store.append(name, [newDomainEvent('EventHidden')], 5)).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.append(stream('never'), [newDomainEvent('EventHidden')], 0)).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      expect(await store.readStream(name)).toHaveLength(1);
      const next = await store.append(name, [newDomainEvent('EventShown')], 0);
      expect(next.nextRevision).toBe(1);
    });

    it('lets exactly one of two writers with the same expected revision win', async () => {
      const name = stream('race');
      await store.append(name, [newDomainEvent('EventCreated')], 'no_stream');
      const outcomes = await Promise.allSettled([
        store.append(name, [newDomainEvent('EventHidden')], 0),
        store.append(name, [newDomainEvent('EventShown')], 0),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof ConcurrencyError)).toHaveLength(1);
      expect(await store.readStream(name)).toHaveLength(2);
    });

    it('treats re-appending an already stored event id as a no-op', async () => {
      const name = stream('idempotent');
      const created = newDomainEvent('EventCreated');
      const first = await store.append(name, [created], 'no_stream');
      const again = await store.append(name, [created], 'no_stream');
      expect(again.nextRevision).toBe(first.nextRevision);
      expect(await store.readStream(name)).toHaveLength(1);
    });

    it('reads the whole log in pages after a position, in position order', async () => {
      const name = stream('paging');
      const start = await store.headPosition();
      const appended = [
        newDomainEvent('A'),
        newDomainEvent('B'),
        newDomainEvent('C'),
        newDomainEvent('D'),
        newDomainEvent('E'),
      ];
      for (const [index, domainEvent] of appended.entries())
        await store.append(name, [domainEvent], index === 0 ? 'no_stream' : index - 1);
      const seen: StoredDomainEvent[] = [];
      let after = start;
      for (;;) {
        const page = await store.readAll(after, 2);
        if (page.length === 0) break;
        expect(page.length).toBeLessThanOrEqual(2);
        seen.push(...page);
        after = page[page.length - 1].position;
      }
      const ours = seen.filter((e) => e.stream === name);
      expect(ours.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D', 'E']);
      const positions = seen.map((e) => e.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(new Set(positions).size).toBe(positions.length);
      expect(await store.headPosition()).toBe(ours[ours.length - 1].position);
    });

    it('reads the log page by page for a replay: every domain event after a position, as projections see it, in order', async () => {
      const name = stream('replay-pages');
      const start = await store.headPosition();
      const appended = ['A', 'B', 'C', 'D', 'E'].map((type, index) => ({
        ...newDomainEvent(type),
        data: { index, text: `quote " and \\ and ünïcode ${index}`, nested: { list: [index] } },
      }));
      const positions: number[] = [];
      for (const [index, domainEvent] of appended.entries())
        positions.push((await store.append(name, [domainEvent], index === 0 ? 'no_stream' : index - 1)).position);
      const pages: ProjectedDomainEvent[][] = [];
      for await (const page of store.readAllPages(start, 2)) pages.push(page);
      expect(pages.every((page) => page.length > 0 && page.length <= 2)).toBe(true);
      const seen = pages.flat();
      const seenPositions = seen.map((e) => e.position);
      expect([...seenPositions].sort((a, b) => a - b)).toEqual(seenPositions);
      const ours = seen.filter((e) => positions.includes(e.position));
      expect(ours.map((e) => [e.position, e.type, e.data])).toEqual(
        appended.map((e, index) => [positions[index], e.type, e.data]),
      );
      expect(ours[0].metadata).toMatchObject({
        actor: appended[0].metadata.actor,
        occurredAt: appended[0].metadata.occurredAt,
      });
    });

    it('reads the domain events at given positions, in position order, skipping positions with none', async () => {
      const name = stream('positions');
      const appended = ['A', 'B', 'C', 'D'].map((type, index) => ({ ...newDomainEvent(type), data: { index } }));
      const positions: number[] = [];
      for (const [index, domainEvent] of appended.entries())
        positions.push((await store.append(name, [domainEvent], index === 0 ? 'no_stream' : index - 1)).position);
      const head = await store.headPosition();
      const read = await store.readPositions([positions[3], positions[0], positions[2], head + 1_000_000]);
      expect(read.map((e) => [e.type, e.data, e.id, e.stream, e.position])).toEqual(
        [0, 2, 3].map((index) => [
          appended[index].type,
          appended[index].data,
          appended[index].id,
          name,
          positions[index],
        ]),
      );
      expect(read[0].metadata).toEqual(appended[0].metadata);
      expect(await store.readPositions([])).toEqual([]);
    });

    it('reads the domain events of some types up to a position, in pages, whole and in order', async () => {
      const name = stream('types');
      const start = await store.headPosition();
      const types = ['Kept', 'Other', 'Kept', 'Also', 'Other', 'Kept', 'Kept', 'Other'];
      const positions: number[] = [];
      for (const [index, type] of types.entries())
        positions.push(
          (
            await store.append(
              name,
              [{ ...newDomainEvent(type), data: { index } }],
              index === 0 ? 'no_stream' : index - 1,
            )
          ).position,
        );
      const read = async (upTo: number, wanted: string[], pageSize: number) => {
        const pages: StoredDomainEvent[][] = [];
        for await (const page of store.readTypes(start, upTo, wanted, pageSize)) pages.push(page);
        expect(pages.every((page) => page.length > 0 && page.length <= pageSize)).toBe(true);
        return pages.flat().filter((domainEvent) => domainEvent.stream === name);
      };
      const all = await read(positions[7], ['Kept', 'Also'], 2);
      expect(all.map((e) => [e.type, e.data, e.position])).toEqual(
        [0, 2, 3, 5, 6].map((index) => [types[index], { index }, positions[index]]),
      );
      expect(all[0].metadata).toMatchObject({ actor: expect.any(String), occurredAt: expect.any(String) });
      // Up to a position: what was appended after it is not read.
      expect((await read(positions[4], ['Kept'], 1)).map((e) => e.data)).toEqual([{ index: 0 }, { index: 2 }]);
      expect(await read(positions[7], ['Missing'], 3)).toEqual([]);
    });

    it('stops reading ahead when a replay stops early', async () => {
      const name = stream('replay-stop');
      for (let index = 0; index < 6; index += 1)
        await store.append(name, [newDomainEvent('Step')], index === 0 ? 'no_stream' : index - 1);
      let pagesSeen = 0;
      for await (const page of store.readAllPages(0, 1)) {
        expect(page).toHaveLength(1);
        pagesSeen += 1;
        if (pagesSeen === 2) break;
      }
      expect(pagesSeen).toBe(2);
      expect(await store.readAll(0, 1)).toHaveLength(1); // the store is still usable
    });

    it('delivers existing and then new domain events to a subscription, in order', async () => {
      const name = stream('subscription');
      const from = await store.headPosition();
      await store.append(name, [newDomainEvent('Before')], 'no_stream');
      const received: string[] = [];
      let resolveDone: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (resolveDone = resolve));
      const subscription = store.subscribeToAll(from, (domainEvent) => {
        if (domainEvent.stream !== name) return;
        received.push(domainEvent.type);
        if (received.length === 3) resolveDone();
      });
      await store.append(name, [newDomainEvent('After1')], 0);
      await store.append(name, [newDomainEvent('After2')], 1);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        done,
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('subscription timed out')), 5000))),
      ]);
      clearTimeout(timer);
      await subscription.close();
      expect(received).toEqual(['Before', 'After1', 'After2']);
    });
  });
}
