import { Logger } from '@nestjs/common';
import { Command, type CommandBus } from '@nestjs/cqrs';
import { SYSTEM_ACTOR } from '@dental/contracts';
import type { CommandMetadata } from '../event-sourcing/commands/command-metadata';
import { type CommandOutcome, nothingChanged } from '../event-sourcing/commands/command-outcome';
import { ManualClock } from '../shared/clock';
import { conflict } from '../shared/domain/domain-errors';
import { TrashPurgeJob, TrashPurger, purgeEachAsSystem } from './trash-purge.job';

/** A purger over a list of items; `dueWhen` says which are due given what has been purged so far. */
function purger(
  kind: string,
  items: string[],
  purged: Set<string>,
  dueWhen: (item: string) => boolean = () => true,
): TrashPurger {
  return {
    kind,
    purgeExpired() {
      const due = items.filter((item) => !purged.has(item) && dueWhen(item));
      for (const item of due) purged.add(item);
      return Promise.resolve(due.length);
    },
  };
}

/** Read models following the log, not catching up at a start. */
const following = { catchingUpAtStart: null };

describe('TrashPurgeJob', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });

  it('leaves the hourly pass to the start while its read models catch up after an import, and runs it after', async () => {
    const purged = new Set<string>();
    const projections: { catchingUpAtStart: { head: number } | null } = { catchingUpAtStart: { head: 110_118 } };
    const job = new TrashPurgeJob(new ManualClock(), projections);
    job.register(purger('event', ['event-1'], purged));
    await job.runScheduled();
    expect(purged.size).toBe(0);
    projections.catchingUpAtStart = null;
    await job.runScheduled();
    expect([...purged]).toEqual(['event-1']);
  });

  it('runs the purgers again while a pass purged something, so followers go in the same run whatever their order', async () => {
    const purged = new Set<string>();
    const job = new TrashPurgeJob(new ManualClock(), following);
    // The speakers' purger is registered first, but its items are due only once their event is purged.
    job.register(purger('speaker', ['speaker-1', 'speaker-2'], purged, () => purged.has('event-1')));
    job.register(purger('event', ['event-1'], purged));
    expect(await job.run()).toBe(3);
    expect([...purged].sort()).toEqual(['event-1', 'speaker-1', 'speaker-2']);
    expect(await job.run()).toBe(0);
  });

  it('stops after three passes even if purgers keep finding work', async () => {
    let calls = 0;
    const job = new TrashPurgeJob(new ManualClock(), following);
    job.register({ kind: 'endless', purgeExpired: () => Promise.resolve(++calls) });
    expect(await job.run()).toBe(1 + 2 + 3);
    expect(calls).toBe(3);
  });

  it('goes on with the other purgers when one fails', async () => {
    const purged = new Set<string>();
    const job = new TrashPurgeJob(new ManualClock(), following);
    job.register({ kind: 'broken', purgeExpired: () => Promise.reject(new Error('disk full')) });
    job.register(purger('event', ['event-1'], purged));
    expect(await job.run()).toBe(1);
    expect(purged.has('event-1')).toBe(true);
  });
});

class PurgeItem extends Command<CommandOutcome> {
  constructor(
    readonly item: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

const purged = (item: string, position: number): CommandOutcome => ({
  position,
  appended: [{ id: `purged-${item}`, type: 'EventPurged', data: { eventId: item }, metadata: {} as never }],
});

describe('purgeEachAsSystem', () => {
  it('runs one command per item as the system under one correlation id, counts what changed and skips what a stream refuses', async () => {
    const seen: Array<{ item: string; metadata: CommandMetadata }> = [];
    const commands = {
      execute({ item, metadata }: PurgeItem): Promise<CommandOutcome> {
        seen.push({ item, metadata });
        if (item === 'refused') return Promise.reject(conflict('Restored meanwhile'));
        return Promise.resolve(item === 'unchanged' ? nothingChanged() : purged(item, seen.length));
      },
    } as unknown as CommandBus;
    const now = new Date('2026-11-22T10:00:00.000Z');
    const changed = await purgeEachAsSystem(
      commands,
      now,
      ['a', 'refused', 'unchanged', 'b'],
      (item, metadata) => new PurgeItem(item, metadata),
    );
    expect(changed).toBe(2);
    expect(seen.map((call) => call.item)).toEqual(['a', 'refused', 'unchanged', 'b']);
    expect(new Set(seen.map((call) => call.metadata.correlationId)).size).toBe(1);
    expect(seen[0].metadata).toMatchObject({ actor: SYSTEM_ACTOR, occurredAt: now });
    expect(seen[0].metadata.causationId).not.toBe(seen[1].metadata.causationId);
  });

  it('lets any other failure stop the run', async () => {
    const commands = { execute: async () => Promise.reject(new Error('disk full')) } as unknown as CommandBus;
    await expect(
      purgeEachAsSystem(commands, new Date(), ['a'], (item, metadata) => new PurgeItem(item, metadata)),
    ).rejects.toThrow('disk full');
  });
});
