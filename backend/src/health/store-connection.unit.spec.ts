import { StoreUnreachableError, connectWithRetry, maskAddress } from './store-connection';

describe('maskAddress', () => {
  it.each([
    [
      'mongodb://app:s3cr3t@mongo:27017/dental?authSource=admin',
      'mongodb://app:****@mongo:27017/dental?authSource=admin',
    ],
    ['mongodb+srv://app:p%40ss@cluster0.example.net/dental', 'mongodb+srv://app:****@cluster0.example.net/dental'],
    ['esdb://admin:changeit@eventstore:2113?tls=false', 'esdb://admin:****@eventstore:2113?tls=false'],
    ['esdb://eventstore:2113?tls=false', 'esdb://eventstore:2113?tls=false'],
    ['mongodb://mongo:27017/dental?password=hunter2&x=1', 'mongodb://mongo:27017/dental?password=****&x=1'],
  ])('shows %s as %s', (address, shown) => {
    expect(maskAddress(address)).toBe(shown);
  });
});

describe('connectWithRetry', () => {
  it('reports each failure with the masked address, tries again, and says when it got through', async () => {
    const warnings: string[] = [];
    const logs: string[] = [];
    let tries = 0;
    const slept: number[] = [];
    await connectWithRetry(
      'MongoDB',
      'mongodb://app:s3cr3t@mongo:27017/dental',
      () => {
        tries += 1;
        return tries < 3
          ? Promise.reject(new Error('Server selection timed out after 4000 ms\nat ...'))
          : Promise.resolve();
      },
      {
        logger: {
          warn: (message: string) => void warnings.push(message),
          log: (message: string) => void logs.push(message),
        },
        sleep: (ms) => {
          slept.push(ms);
          return Promise.resolve();
        },
        now: () => 0,
      },
    );
    expect(warnings).toEqual([
      'Cannot reach MongoDB at mongodb://app:****@mongo:27017/dental: Server selection timed out after 4000 ms; trying again in 5 s',
      'Cannot reach MongoDB at mongodb://app:****@mongo:27017/dental: Server selection timed out after 4000 ms; trying again in 5 s',
    ]);
    expect(slept).toEqual([5000, 5000]);
    expect(logs).toEqual(['Reached MongoDB at mongodb://app:****@mongo:27017/dental after 3 tries']);
    expect(warnings.join()).not.toContain('s3cr3t');
  });

  it('gives up after the stated time with one message naming the store and its masked address', async () => {
    let clock = 0;
    const failing = connectWithRetry(
      'EventStoreDB',
      'esdb://admin:changeit@127.0.0.1:3119?tls=false',
      () => {
        clock += 4000;
        return Promise.reject(new Error('14 UNAVAILABLE: No connection established'));
      },
      {
        logger: { warn: () => undefined, log: () => undefined },
        sleep: (ms) => {
          clock += ms;
          return Promise.resolve();
        },
        now: () => clock,
        giveUpAfterMs: 30_000,
      },
    );
    await expect(failing).rejects.toThrow(StoreUnreachableError);
    await expect(failing).rejects.toThrow(
      /^Cannot reach EventStoreDB at esdb:\/\/admin:\*\*\*\*@127\.0\.0\.1:3119\?tls=false: 14 UNAVAILABLE: No connection established \(gave up after 4 tries in 31 s\)$/,
    );
  });
});

describe('the MongoDB read store on a closed port', () => {
  it('fails a connection try within 5 s instead of the driver default of 30 s', async () => {
    const { MongoReadStore } = await import('../event-sourcing/read-store/mongo-read-store');
    const store = new MongoReadStore('mongodb://app:s3cr3t@127.0.0.1:3119/dental');
    const started = Date.now();
    try {
      await expect(store.connect()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await store.close();
    }
  }, 10_000);
});
