import { Logger } from '@nestjs/common';
import { ManualClock } from '../shared/clock';
import { TrashPurgeJob, TrashPurger } from './trash-purge.job';

/** A purger over a list of items; `dueWhen` says which are due given what has been purged so far. */
function purger(kind: string, items: string[], purged: Set<string>, dueWhen: (item: string) => boolean = () => true): TrashPurger {
  return {
    kind,
    async purgeExpired() {
      const due = items.filter((item) => !purged.has(item) && dueWhen(item));
      for (const item of due) purged.add(item);
      return due.length;
    },
  };
}

describe('TrashPurgeJob', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('runs the purgers again while a pass purged something, so followers go in the same run whatever their order', async () => {
    const purged = new Set<string>();
    const job = new TrashPurgeJob(new ManualClock());
    // The speakers' purger is registered first, but its items are due only once their event is purged.
    job.register(purger('speaker', ['speaker-1', 'speaker-2'], purged, () => purged.has('event-1')));
    job.register(purger('event', ['event-1'], purged));
    expect(await job.run()).toBe(3);
    expect([...purged].sort()).toEqual(['event-1', 'speaker-1', 'speaker-2']);
    expect(await job.run()).toBe(0);
  });

  it('stops after three passes even if purgers keep finding work', async () => {
    let calls = 0;
    const job = new TrashPurgeJob(new ManualClock());
    job.register({ kind: 'endless', purgeExpired: async () => ++calls });
    expect(await job.run()).toBe(1 + 2 + 3);
    expect(calls).toBe(3);
  });

  it('goes on with the other purgers when one fails', async () => {
    const purged = new Set<string>();
    const job = new TrashPurgeJob(new ManualClock());
    job.register({ kind: 'broken', purgeExpired: () => Promise.reject(new Error('disk full')) });
    job.register(purger('event', ['event-1'], purged));
    expect(await job.run()).toBe(1);
    expect(purged.has('event-1')).toBe(true);
  });
});
