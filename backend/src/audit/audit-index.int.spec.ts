import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READ_MODELS_FILE, SqliteReadStore } from '../event-sourcing/read-store/sqlite-read-store';
import { AuditHarness } from '../testing/audit-harness';
import { AUDIT_PROJECTION, AUDIT_ROW_TABLE, AuditFilter, AuditIndex, indexedTime } from './audit-index';
import { FileAuditIndex } from './file-audit-index';
import { MemoryAuditIndex } from './memory-audit-index';
import type { EntityRef } from '../shared/entity-state';

/** An audit index and how rows are added to it, as the `audit` projection adds them. */
interface IndexUnderTest {
  index: AuditIndex;
  add(position: number, type: string, entity: EntityRef, actor: string, occurredAt: string): Promise<void>;
  close(): Promise<void>;
}

const directories: string[] = [];
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

/** A read-model file in a directory of its own, with the audit's table declared as the engine declares it. */
function readModelFile(): SqliteReadStore {
  const directory = mkdtempSync(join(tmpdir(), 'audit-index-'));
  directories.push(directory);
  const store = new SqliteReadStore(join(directory, READ_MODELS_FILE));
  store.declare(AUDIT_PROJECTION, AUDIT_ROW_TABLE);
  return store;
}

const indexes: Record<string, () => IndexUnderTest> = {
  'in process memory': () => {
    const index = new MemoryAuditIndex();
    return {
      index,
      add: (position, type, entity, actor, occurredAt) => {
        index.add(position, type, entity, actor, indexedTime(occurredAt));
        return Promise.resolve();
      },
      close: () => Promise.resolve(),
    };
  },
  'in the read-model file': () => {
    const store = readModelFile();
    return {
      index: new FileAuditIndex(store),
      add: async (position, type, entity, actor, occurredAt) => {
        store.append(AUDIT_PROJECTION, [position, type, entity.kind, entity.id, actor, indexedTime(occurredAt)]);
        store.saveCheckpointNow(AUDIT_PROJECTION, position);
        await store.commit();
      },
      close: () => store.close(),
    };
  },
};

const at = (hour: number) => `2026-11-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
const positionsOf = (rows: Array<{ position: number }>) => rows.map((row) => row.position);

describe.each(Object.entries(indexes))('the audit index %s', (_kept, make) => {
  let subject: IndexUnderTest;
  let index: AuditIndex;
  const opened: IndexUnderTest[] = [];
  /** Another index of the same kind, closed after the tests. */
  const another = () => {
    const made = make();
    opened.push(made);
    return made;
  };
  beforeAll(async () => {
    subject = another();
    index = subject.index;
    await subject.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'admin@example.com', at(1));
    await subject.add(2, 'SpeakerAdded', { kind: 'speaker', id: 's' }, 'Admin@Example.com', at(2));
    await subject.add(5, 'EventHidden', { kind: 'event', id: 'a' }, 'other@example.com', at(3));
    await subject.add(4, 'EventShown', { kind: 'event', id: 'a' }, 'other@example.com', at(4)); // redelivered: ignored
    await subject.add(7, 'SubmissionReceived', { kind: 'submission', id: 'a' }, 'public', at(5));
  });
  afterAll(async () => {
    for (const made of opened) await made.close();
  });

  it('keeps one row per position, newest first, and finds a row by its position', async () => {
    expect(positionsOf(await index.search({}, 10))).toEqual([7, 5, 2, 1]);
    expect(await index.row(4)).toBeNull();
    expect(await index.row(2)).toEqual({
      position: 2,
      type: 'SpeakerAdded',
      actor: 'Admin@Example.com',
      entity: { kind: 'speaker', id: 's' },
    });
    expect(await index.entity('event', 'a')).toEqual({ kind: 'event', id: 'a', positions: [1, 5] });
    expect(await index.entity('speaker', 'a')).toBeNull();
  });

  it.each([
    [{ kind: 'event' as const }, [5, 1]],
    [{ kind: 'event' as const, entityId: 'a' }, [5, 1]],
    [{ entityId: 'a' }, [7, 5, 1]],
    [{ types: new Set(['EventHidden', 'SpeakerAdded', 'NoSuchType']) }, [5, 2]],
    [{ actor: 'ADMIN@example.com' }, [2, 1]],
    [{ actor: 'nobody@example.com' }, []],
    [{ from: Date.parse(at(2)), to: Date.parse(at(3)) }, [5, 2]],
    [{ before: 5 }, [2, 1]],
    [{ kind: 'sponsor' as const }, []],
    // Filters together: whichever finds the rows, the others are tested on them.
    [{ types: new Set(['EventHidden', 'SpeakerAdded']), kind: 'event' as const }, [5]],
    [{ types: new Set(['EventHidden', 'SpeakerAdded']), actor: 'admin@example.com' }, [2]],
    [{ actor: 'admin@EXAMPLE.com', kind: 'event' as const }, [1]],
    [{ actor: 'ADMIN@example.com', before: 2 }, [1]],
    [{ entityId: 'a', types: new Set(['EventCreated', 'SubmissionReceived']) }, [7, 1]],
    [{ entityId: 'a', actor: 'public' }, [7]],
    [{ kind: 'event' as const, before: 5 }, [1]],
    [{ types: new Set(['EventHidden', 'EventCreated']), from: Date.parse(at(2)) }, [5]],
  ])('filters %o', async (filter, expected) => {
    expect(positionsOf(await index.search(filter, 10))).toEqual(expected);
  });

  it('stops at the limit and lists each actor once, sorted', async () => {
    expect(positionsOf(await index.search({}, 2))).toEqual([7, 5]);
    expect(await index.actorList()).toEqual(['admin@example.com', 'Admin@Example.com', 'other@example.com', 'public']);
  });

  it('orders rows by the moment their time names, whatever its offset; a time it cannot read counts as the earliest', async () => {
    const zones = another();
    await zones.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'a', at(1));
    // 03:00 at +05:00 is 22:00 the day before in UTC: earlier, though its text sorts later.
    await zones.add(2, 'EventHidden', { kind: 'event', id: 'a' }, 'a', '2026-11-01T03:00:00+05:00');
    await zones.add(3, 'EventShown', { kind: 'event', id: 'a' }, 'a', 'not a time');
    expect(positionsOf(await zones.index.search({}, 10))).toEqual([1, 2, 3]);
    expect(positionsOf(await zones.index.search({ to: Date.parse(at(0)) }, 10))).toEqual([2, 3]);
  });

  it('finds the rows added after a query in the next one', async () => {
    const growing = another();
    await growing.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'a', at(1));
    expect(positionsOf(await growing.index.search({ from: Date.parse(at(1)) }, 10))).toEqual([1]);
    expect(await growing.index.actorList()).toEqual(['a']);
    await growing.add(2, 'EventHidden', { kind: 'event', id: 'a' }, 'b', at(6));
    expect(positionsOf(await growing.index.search({ from: Date.parse(at(5)) }, 10))).toEqual([2]);
    expect(await growing.index.entity('event', 'a')).toEqual({ kind: 'event', id: 'a', positions: [1, 2] });
    expect(await growing.index.actorList()).toEqual(['a', 'b']);
  });

  describe('in time order, newest occurredAt first, whatever order the log holds them in', () => {
    // Positions 1..6; history logged later with earlier times (seeded or imported) at 3 and 5.
    let mixed: IndexUnderTest;
    beforeAll(async () => {
      mixed = another();
      await mixed.add(1, 'EventCreated', { kind: 'event', id: 'a' }, 'a', at(10));
      await mixed.add(2, 'EventHidden', { kind: 'event', id: 'a' }, 'a', at(12));
      await mixed.add(3, 'SpeakerAdded', { kind: 'speaker', id: 's' }, 'a', at(8));
      await mixed.add(4, 'EventShown', { kind: 'event', id: 'a' }, 'a', at(14));
      await mixed.add(5, 'EventCreated', { kind: 'event', id: 'b' }, 'a', at(12));
      await mixed.add(6, 'EventUpdated', { kind: 'event', id: 'a' }, 'a', at(9));
    });
    const found = async (filter: AuditFilter, limit = 10) => positionsOf(await mixed.index.search(filter, limit));

    it('lists by time, a tie by position', async () => {
      // 14:00 (4), 12:00 (5, then 2), 10:00 (1), 09:00 (6), 08:00 (3).
      expect(await found({})).toEqual([4, 5, 2, 1, 6, 3]);
    });

    it('pages in that order: each page goes on after the last row of the one before', async () => {
      const pages: number[][] = [];
      let before: number | undefined;
      for (;;) {
        const onePast = await found({ before }, 3);
        const page = onePast.slice(0, 2);
        pages.push(page);
        if (onePast.length <= 2) break;
        before = page[page.length - 1];
      }
      expect(pages).toEqual([
        [4, 5],
        [2, 1],
        [6, 3],
      ]);
    });

    it("orders one entity's rows the same way, and filters keep the order", async () => {
      expect(await found({ kind: 'event', entityId: 'a' })).toEqual([4, 2, 1, 6]);
      expect(await found({ kind: 'event', entityId: 'a', before: 2 })).toEqual([1, 6]);
      expect(await found({ kind: 'event' })).toEqual([4, 5, 2, 1, 6]);
      expect(await found({ types: new Set(['EventCreated']) })).toEqual([5, 1]);
      // Rows of several types, merged in that order; a page stops at the limit and the next goes on after it.
      const createdOrHidden = new Set(['EventCreated', 'EventHidden']);
      expect(await found({ types: createdOrHidden })).toEqual([5, 2, 1]);
      expect(await found({ types: createdOrHidden }, 2)).toEqual([5, 2]);
      expect(await found({ types: createdOrHidden, before: 5 })).toEqual([2, 1]);
      expect(await found({ kind: 'event', before: 5 })).toEqual([2, 1, 6]);
      expect(await found({ actor: 'A', before: 2 })).toEqual([1, 6, 3]);
    });

    it('keeps the rows below a position that is no row', async () => {
      expect(await found({ before: 4.5 })).toEqual([4, 2, 1, 3]);
    });
  });
});

describe('the audit projection into the read-model file', () => {
  const eventId = 'e-1';
  const log = [
    {
      type: 'EventCreated',
      data: { eventId, title: 'Summit', description: 'd', date: '2026-05-01', location: 'Hall', city: 'Austin' },
    },
    { type: 'SponsorAdded', data: { sponsorId: 'p-1', name: 'Nova Dental', tier: 'gold' } },
    { type: 'SponsorAssignedToEvent', data: { sponsorId: 'p-1', eventId, tier: 'gold' } },
    { type: 'EventUpdated', data: { eventId, changes: { title: 'Summit II' } } },
    { type: 'EventHidden', data: { eventId }, occurredAt: '2026-10-01T08:00:00.000Z' },
    { type: 'SponsorRemovedFromEvent', data: { sponsorId: 'p-1', eventId } },
  ];

  it('gives the same history as the index in process memory, a redelivery included', async () => {
    const store = readModelFile();
    const inFile = await new AuditHarness(new FileAuditIndex(store), store).given(...log);
    const inMemory = await new AuditHarness().given(...log);
    await inFile.redeliver();
    // Each log gave its domain events ids of their own.
    const withoutIds = (rows: Awaited<ReturnType<AuditHarness['rows']>>) =>
      rows.map((row) => ({ ...row, domainEventId: undefined }));
    expect(withoutIds(await inFile.rows())).toEqual(withoutIds(await inMemory.rows()));
    expect((await inFile.rows()).map((row) => row.summary)).toContain(
      'admin@example.com removed the sponsor “Nova Dental” from “Summit II”',
    );
    expect(positionsOf(await inFile.indexed())).toEqual(positionsOf(await inMemory.indexed()));
    expect(await inFile.index.search({ kind: 'sponsor' }, 10)).toEqual(
      await inMemory.index.search({ kind: 'sponsor' }, 10),
    );
    expect(await inFile.index.entity('event', eventId)).toEqual(await inMemory.index.entity('event', eventId));
    expect(await inFile.index.actorList()).toEqual(['admin@example.com']);
    expect(inFile.projection.clearProcessMemory).toBeUndefined();
    await store.close();
  });
});
