import { randomUUID } from 'node:crypto';
import { FollowerStore } from './follower-store';

/** What every follower store must do; `open` returns a new handle on the SAME storage (two processes). */
export function followerStoreContract(name: string, open: () => Promise<FollowerStore>, skipReason?: string): void {
  if (skipReason) {
    describe(`${name} follower store contract`, () => {
      it.skip(`skipped: ${skipReason}`, () => undefined);
    });
    return;
  }

  describe(`${name} follower store contract`, () => {
    let first: FollowerStore;
    let second: FollowerStore;
    beforeAll(async () => {
      first = await open();
      second = await open();
    });
    afterAll(async () => {
      await first.close();
      await second.close();
    });

    it('adds an address once per event, pending until confirmed, and lists the oldest first', async () => {
      const eventId = randomUUID();
      const added = await first.add(eventId, 'a@example.com', '2026-11-21T12:00:00.000Z');
      expect(added).toMatchObject({
        added: true,
        follower: { eventId, email: 'a@example.com', status: 'pending', createdAt: '2026-11-21T12:00:00.000Z' },
      });
      const again = await second.add(eventId, 'a@example.com', '2026-11-21T13:00:00.000Z');
      expect(again).toEqual({ added: false, follower: added.follower });
      await second.add(eventId, 'b@example.com', '2026-11-21T12:30:00.000Z');
      await first.add(randomUUID(), 'a@example.com', '2026-11-21T12:00:00.000Z');
      await second.confirm(added.follower.id);
      expect((await first.ofEvent(eventId)).map((follower) => [follower.email, follower.status])).toEqual([
        ['a@example.com', 'confirmed'],
        ['b@example.com', 'pending'],
      ]);
    });

    it('removes an address for good, and says whether there was one', async () => {
      const { follower } = await first.add(randomUUID(), 'gone@example.com', '2026-11-21T12:00:00.000Z');
      expect(await second.remove(follower.id)).toBe(true);
      expect(await first.get(follower.id)).toBeNull();
      expect(await first.remove(follower.id)).toBe(false);
      expect(await first.ofEvent(follower.eventId)).toEqual([]);
    });
  });
}
