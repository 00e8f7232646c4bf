import { randomUUID } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { SharedState } from './shared-state.port';

/**
 * The behaviour every shared-state adapter must have. `open` returns a new handle on the SAME
 * storage each call: two handles stand for two processes, which must see one another's sessions
 * and count attempts together.
 */
export function sharedStateContract(name: string, open: () => Promise<SharedState>, skipReason?: string): void {
  if (skipReason) {
    describe(`${name} shared state contract`, () => {
      it.skip(`skipped: ${skipReason}`, () => undefined);
    });
    return;
  }

  describe(`${name} shared state contract`, () => {
    let first: SharedState;
    let second: SharedState;
    const now = Date.now();
    beforeAll(async () => {
      first = await open();
      second = await open();
    });
    afterAll(async () => {
      await first.close();
      await second.close();
    });

    it('finds a session saved by another process until it expires or is deleted', async () => {
      const key = randomUUID();
      await first.saveSession({ key, email: 'admin@example.com', expiresAt: now + 60_000 });
      expect(await second.findSession(key, now)).toEqual({ key, email: 'admin@example.com', expiresAt: now + 60_000 });
      expect(await second.findSession(key, now + 60_000)).toBeNull();
      await second.deleteSession(key);
      expect(await first.findSession(key, now)).toBeNull();
      expect(await first.findSession(randomUUID(), now)).toBeNull();
    });

    it('forgets expired sessions and keeps live ones', async () => {
      const expired = randomUUID();
      const live = randomUUID();
      await first.saveSession({ key: expired, email: 'a@example.com', expiresAt: now - 1 });
      await first.saveSession({ key: live, email: 'b@example.com', expiresAt: now + 60_000 });
      expect(await second.deleteExpiredSessions(now)).toBeGreaterThanOrEqual(1);
      expect(await first.findSession(expired, now - 10)).toBeNull();
      expect(await first.findSession(live, now)).not.toBeNull();
    });

    it("ends every session of one account but the one kept, and no one else's", async () => {
      const [kept, ended, other] = [randomUUID(), randomUUID(), randomUUID()];
      const accountId = `account-${randomUUID()}`;
      await first.saveSession({ key: kept, email: 'a@example.com', accountId, expiresAt: now + 60_000 });
      await first.saveSession({ key: ended, email: 'a@example.com', accountId, expiresAt: now + 60_000 });
      await first.saveSession({
        key: other,
        email: 'b@example.com',
        accountId: `${accountId}-other`,
        expiresAt: now + 60_000,
      });
      expect(await second.findSession(kept, now)).toEqual({
        key: kept,
        email: 'a@example.com',
        accountId,
        expiresAt: now + 60_000,
      });
      expect(await second.deleteSessionsOf(accountId, kept)).toBe(1);
      expect(await first.findSession(ended, now)).toBeNull();
      expect(await first.findSession(kept, now)).not.toBeNull();
      expect(await first.findSession(other, now)).not.toBeNull();
      expect(await second.deleteSessionsOf(accountId)).toBe(1);
      expect(await first.findSession(kept, now)).toBeNull();
    });

    it('keeps one password hash per account, replaced by the next', async () => {
      const accountId = `account-${randomUUID()}`;
      expect(await first.findCredential(accountId)).toBeNull();
      await first.saveCredential(accountId, 'scrypt$first');
      expect(await second.findCredential(accountId)).toBe('scrypt$first');
      await second.saveCredential(accountId, 'scrypt$second');
      expect(await first.findCredential(accountId)).toBe('scrypt$second');
    });

    it('counts attempts of one key across processes and refuses past the limit', async () => {
      const spec = { name: `contract-${randomUUID().slice(0, 8)}`, points: 3, durationSeconds: 60 };
      const here = first.limiter(spec);
      const there = second.limiter(spec);
      await here.consume('10.0.0.1');
      await there.consume('10.0.0.1');
      await here.consume('10.0.0.1');
      const refused = await there.consume('10.0.0.1').catch((rejection: unknown) => rejection);
      expect(refused).toBeInstanceOf(RateLimiterRes);
      expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(50_000);
      // Another key and another limit of the same name prefix are counted apart.
      await expect(here.consume('10.0.0.2')).resolves.toBeInstanceOf(RateLimiterRes);
      const other = first.limiter({ ...spec, name: `${spec.name}-other` });
      await expect(other.consume('10.0.0.1')).resolves.toBeInstanceOf(RateLimiterRes);
      // Deleting a key (a successful sign-in) starts its count again, for every process.
      await here.delete('10.0.0.1');
      expect(await there.get('10.0.0.1')).toBeNull();
      await expect(there.consume('10.0.0.1')).resolves.toMatchObject({ consumedPoints: 1 });
    });

    it('gives attempts back to a key, for every process (a correct password returns its own attempts)', async () => {
      const spec = { name: `reward-${randomUUID().slice(0, 8)}`, points: 3, durationSeconds: 60 };
      const here = first.limiter(spec);
      const there = second.limiter(spec);
      for (let attempt = 0; attempt < 3; attempt += 1) await here.consume('10.0.0.4');
      expect((await there.get('10.0.0.4'))?.consumedPoints).toBe(3);
      await there.reward('10.0.0.4', 2);
      expect((await here.get('10.0.0.4'))?.consumedPoints).toBe(1);
      await expect(here.consume('10.0.0.4')).resolves.toMatchObject({ consumedPoints: 2 });
    });

    it('counts a burst of concurrent attempts exactly', async () => {
      const spec = { name: `burst-${randomUUID().slice(0, 8)}`, points: 10, durationSeconds: 60 };
      const limiters = [first.limiter(spec), second.limiter(spec)];
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          limiters[index % 2].consume('10.0.0.3').then(
            () => 'allowed',
            () => 'refused',
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'allowed')).toHaveLength(10);
    });
  });
}
