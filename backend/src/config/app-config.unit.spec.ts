import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has no site URL unless SITE_URL is set', () => {
    expect(loadConfig({}).siteUrl).toBeNull();
    expect(loadConfig({ SITE_URL: '  ' }).siteUrl).toBeNull();
  });

  it.each([
    ['https://events.example.com', 'https://events.example.com'],
    ['https://events.example.com/', 'https://events.example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['HTTPS://Events.Example.com:443', 'https://events.example.com'],
    ['  https://events.example.com  ', 'https://events.example.com'],
  ])('reads SITE_URL %j as the origin %j', (value, origin) => {
    expect(loadConfig({ SITE_URL: value }).siteUrl).toBe(origin);
  });

  it.each([
    'events.example.com',
    'ftp://events.example.com',
    'javascript:alert(1)',
    'https://events.example.com/site',
    'https://events.example.com/?utm=1',
    'https://events.example.com#top',
    'https://user:secret@events.example.com',
    'https://',
  ])('refuses SITE_URL %j with a message that says what is wanted', (value) => {
    expect(() => loadConfig({ SITE_URL: value })).toThrow(
      /SITE_URL must be the site's http\(s\) origin without a path/,
    );
  });

  it('names the refused value', () => {
    expect(() => loadConfig({ SITE_URL: 'https://events.example.com/site' })).toThrow(
      'got "https://events.example.com/site"',
    );
  });

  it('still refuses a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number, got "eighty"');
  });
});

describe('loadConfig refuses what would silently mean something else', () => {
  it.each([
    ['TRUE', true],
    ['True', true],
    ['true', true],
    [' yes ', true],
    ['1', true],
    ['FALSE', false],
    ['off', false],
    ['', false],
  ])('reads COOKIE_SECURE=%j as %s', (value, expected) => {
    expect(loadConfig({ COOKIE_SECURE: value }).cookieSecure).toBe(expected);
  });

  it.each(['yes?', 'ture', 'enabled'])('refuses COOKIE_SECURE=%j, naming the variable and the value', (value) => {
    expect(() => loadConfig({ COOKIE_SECURE: value })).toThrow(
      new ConfigError(`COOKIE_SECURE must be true or false, got "${value}"`),
    );
  });

  it('refuses DEMO_DATA other than on or off', () => {
    expect(loadConfig({ DEMO_DATA: 'OFF' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow('DEMO_DATA must be on or off, got "maybe"');
  });

  it('wants an e-mail address for ADMIN_EMAIL, and keeps it in lower case', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Admin@Example.com' }).adminEmail).toBe('admin@example.com');
    expect(loadConfig({ ADMIN_EMAIL: 'admin@localhost' }).adminEmail).toBe('admin@localhost');
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin' })).toThrow('ADMIN_EMAIL must be an e-mail address, got "admin"');
    expect(() => loadConfig({ ADMIN_EMAIL: 'a b@example.com' })).toThrow(ConfigError);
  });

  it('wants an ADMIN_PASSWORD of at least 12 characters and never repeats it', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'twelve chars' }).adminPassword).toBe('twelve chars');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short-pass1' })).toThrow(
      'ADMIN_PASSWORD must be at least 12 characters long (it has 11)',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short-pass1' })).not.toThrow(/short-pass1/);
  });

  it.each([
    ['MONGODB_URI', 'localhost:27017', /MONGODB_URI must be a mongodb:\/\/ or mongodb\+srv:\/\/ address/],
    ['MONGODB_URI', 'mongodb://', /MONGODB_URI must be/],
    ['MONGODB_URI', 'http://localhost:27017', /MONGODB_URI must be/],
    ['EVENTSTORE_CONNECTION_STRING', 'localhost:2113', /EVENTSTORE_CONNECTION_STRING must be an? esdb:\/\//],
    ['EVENTSTORE_CONNECTION_STRING', 'esdb:/localhost', /EVENTSTORE_CONNECTION_STRING must be/],
    ['SITE_URL', 'events.example.com', /SITE_URL must be the site's http\(s\) origin/],
  ])('refuses %s=%j', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('accepts the store addresses the clients take', () => {
    const config = loadConfig({
      MONGODB_URI: 'mongodb://user:secret@mongo:27017/dental?authSource=admin',
      EVENTSTORE_CONNECTION_STRING: 'esdb://eventstore:2113?tls=false',
    });
    expect(config.mongodbUri).toBe('mongodb://user:secret@mongo:27017/dental?authSource=admin');
    expect(config.eventStoreConnectionString).toBe('esdb://eventstore:2113?tls=false');
    expect(
      loadConfig({ EVENTSTORE_CONNECTION_STRING: 'kurrentdb+discover://a:2113,b:2113' }).eventStoreConnectionString,
    ).toBe('kurrentdb+discover://a:2113,b:2113');
  });

  it('puts every problem on one line', () => {
    let message = '';
    try {
      loadConfig({ COOKIE_SECURE: 'yes?', ADMIN_EMAIL: 'nobody' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'ADMIN_EMAIL must be an e-mail address, got "nobody"; COOKIE_SECURE must be true or false, got "yes?"',
    );
    expect(message).not.toContain('\n');
  });
});

describe('WORKERS', () => {
  it('is 1 unless set, a count, or one per core with auto', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(availableParallelism());
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses WORKERS=%j', (value) => {
    expect(() => loadConfig({ WORKERS: value })).toThrow(
      `WORKERS must be a whole number of processes from 1 to 64, or 'auto', got "${value}"`,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['true', 'TRUE', '*'])('refuses %j (trusting every proxy) and says what to use instead', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY must not trust every proxy .*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/,
    );
  });

  it.each(['10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1', '1.2.3'])('refuses %j', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY must be false, a hop count or a list of IP addresses/,
    );
  });
});

describe('timeouts and logs', () => {
  it('defaults to 10 s for headers, 30 s per request and 60 s idle', () => {
    expect(loadConfig({})).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 60_000,
    });
    expect(
      loadConfig({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '800', KEEP_ALIVE_TIMEOUT_MS: '300' }),
    ).toMatchObject({ headersTimeoutMs: 500, requestTimeoutMs: 800, keepAliveTimeoutMs: 300 });
  });

  it('refuses a timeout that is not a positive number, and headers allowed longer than the request', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(
      'REQUEST_TIMEOUT_MS must be a whole number of milliseconds, 1 or more, got "0"',
    );
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '5s' })).toThrow('KEEP_ALIVE_TIMEOUT_MS must be a whole number');
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      'HEADERS_TIMEOUT_MS (40000) must not be larger than REQUEST_TIMEOUT_MS (30000)',
    );
  });

  it('writes JSON lines in production or when asked, readable lines otherwise', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'quiet' }).logLevel).toBe('quiet');
    expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of quiet, fatal, error, warn, info, debug, trace, got "loud"',
    );
  });
});

describe('sent mail retention', () => {
  it('keeps sent mail 90 days unless SENT_MAIL_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).sentMailRetentionDays).toBe(90);
    expect(loadConfig({ SENT_MAIL_RETENTION_DAYS: '30' }).sentMailRetentionDays).toBe(30);
  });

  it('refuses a retention that is not a whole number of days from 1 to 3650', () => {
    for (const text of ['0', '1.5', 'a month', '3651'])
      expect(() => loadConfig({ SENT_MAIL_RETENTION_DAYS: text })).toThrow(
        `SENT_MAIL_RETENTION_DAYS must be a whole number of days, 1 to 3650, got "${text}"`,
      );
  });
});

describe('follower digests', () => {
  it('gathers an event’s changes for 900 seconds unless FOLLOWER_DIGEST_SECONDS says otherwise', () => {
    expect(loadConfig({}).followerDigestSeconds).toBe(900);
    expect(loadConfig({ FOLLOWER_DIGEST_SECONDS: '3' }).followerDigestSeconds).toBe(3);
  });

  it('refuses a window that is not a whole number of seconds from 1 to 86400', () => {
    for (const text of ['0', '2.5', 'soon', '86401'])
      expect(() => loadConfig({ FOLLOWER_DIGEST_SECONDS: text })).toThrow(
        `FOLLOWER_DIGEST_SECONDS must be a whole number of seconds, 1 to 86400, got "${text}"`,
      );
  });
});
