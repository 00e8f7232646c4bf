import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TooManyRequests } from '../domain/domain-errors';
import { SqliteSharedState } from '../shared-state/sqlite-shared-state';
import { AttemptLimit, ClientLimit } from './attempt-limit';

describe('an attempt limit', () => {
  let directory: string;
  let shared: SqliteSharedState;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'attempt-limit-'));
    shared = new SqliteSharedState(join(directory, 'shared-state.sqlite'));
  });
  afterEach(async () => {
    await shared.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const spec = { name: 'tries', points: 2, durationSeconds: 15 * 60 };
  const refusal = (wait: string) => `Too many tries. Please try again in ${wait}.`;

  it('refuses past its points with the wait in words and in seconds', async () => {
    const limit = new AttemptLimit(shared, spec, refusal);
    await limit.take('a');
    await limit.take('a');
    const refused = await limit.take('a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as TooManyRequests).message).toBe('Too many tries. Please try again in 15 minutes.');
    expect((refused as TooManyRequests).retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((refused as TooManyRequests).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('gives back at most what a key took, so a give-back never becomes extra attempts', async () => {
    const limit = new AttemptLimit(shared, spec, refusal);
    await limit.take('a');
    await limit.giveBack('a', 5);
    expect(await limit.taken('a')).toBe(0);
    await limit.take('a');
    await limit.take('a');
    await expect(limit.take('a')).rejects.toBeInstanceOf(TooManyRequests);
  });

  it('counts a client by its network: every address of one IPv6 /64 together', async () => {
    const limit = new ClientLimit(shared, spec, refusal);
    await limit.take('2001:db8:0:7::1');
    await limit.take('2001:db8:0:7::2');
    await expect(limit.take('2001:db8:0:7:ffff::3')).rejects.toBeInstanceOf(TooManyRequests);
    await expect(limit.take('2001:db8:0:8::1')).resolves.toBeUndefined();
  });
});
