import { PageFetchError } from './errors';
import { checkTarget, parseTargetUrl } from './target-policy';

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof PageFetchError ? [error.reason, error.message] : ['not a PageFetchError', String(error)];
  }
  return ['no error', ''];
};

describe('parseTargetUrl', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://files.example/a.html',
    'data:text/html,<h1>x</h1>',
    'gopher://x.example:70/',
    'javascript:alert(1)',
    'ws://x.example/',
    'mailto:a@x.example',
  ])('refuses the scheme of %s', (url) => {
    expect(reasonOf(() => parseTargetUrl(url))).toEqual([
      'invalid-url',
      'The registration URL must start with http:// or https://.',
    ]);
  });

  it.each([
    'http://user@127.0.0.1/',
    'http://127.0.0.1@example.com/',
    'http://example.com@127.0.0.1/',
    'https://user:pass@example.com/',
    'http://:pw@example.com/',
  ])('refuses credentials in %s', (url) => {
    expect(reasonOf(() => parseTargetUrl(url))).toEqual([
      'invalid-url',
      'The registration URL must not contain a user name or password.',
    ]);
  });

  it.each(['not a url', '', 'http://', '//example.com/x', 'http://exa mple.com/'])(
    'refuses the malformed %j',
    (url) => {
      expect(reasonOf(() => parseTargetUrl(url))[0]).toBe('invalid-url');
    },
  );

  it('normalises numeric host spellings so the address rules see the real address', () => {
    expect(
      ['http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.0.0.1/', 'http://127.1/', 'http://0/'].map(
        (u) => parseTargetUrl(u).hostname,
      ),
    ).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1', '0.0.0.0']);
  });
});

describe('checkTarget', () => {
  const resolver = (answers: Record<string, string[]>) => {
    const calls: string[] = [];
    const resolve = (host: string): Promise<string[]> => {
      calls.push(host);
      if (!answers[host]) return Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
      return Promise.resolve(answers[host]);
    };
    return { resolve, calls };
  };
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'allowed',
      (error: PageFetchError) => error.reason,
    );

  it('pins the first checked answer of a public name', async () => {
    const { resolve, calls } = resolver({ 'dental.example': ['93.184.215.14', '2606:4700::1111'] });
    await expect(checkTarget(new URL('https://dental.example/reg'), resolve, false)).resolves.toMatchObject({
      hostname: 'dental.example',
      address: '93.184.215.14',
      family: 4,
    });
    expect(calls).toEqual(['dental.example']);
  });

  it('refuses a name when any answer is not public', async () => {
    const { resolve } = resolver({
      'mixed.example': ['93.184.215.14', '10.0.0.7'],
      'inside.example': ['127.0.0.1'],
      'v6.example': ['fd00::5'],
    });
    await expect(failureOf(checkTarget(new URL('http://mixed.example/'), resolve, false))).resolves.toBe(
      'forbidden-address',
    );
    await expect(failureOf(checkTarget(new URL('http://inside.example/'), resolve, false))).resolves.toBe(
      'forbidden-address',
    );
    await expect(failureOf(checkTarget(new URL('http://v6.example/'), resolve, false))).resolves.toBe(
      'forbidden-address',
    );
  });

  it('refuses localhost names without asking DNS', async () => {
    const { resolve, calls } = resolver({ localhost: ['93.184.215.14'], 'app.localhost': ['93.184.215.14'] });
    await expect(failureOf(checkTarget(new URL('http://localhost/'), resolve, false))).resolves.toBe(
      'forbidden-address',
    );
    await expect(failureOf(checkTarget(new URL('http://APP.localhost./'), resolve, false))).resolves.toBe(
      'forbidden-address',
    );
    expect(calls).toEqual([]);
  });

  it('judges IP literals without DNS, IPv6 in brackets included', async () => {
    const { resolve, calls } = resolver({});
    await expect(failureOf(checkTarget(new URL('http://[::ffff:127.0.0.1]/'), resolve, false))).resolves.toBe(
      'forbidden-address',
    );
    await expect(checkTarget(new URL('http://[2606:4700::1111]/'), resolve, false)).resolves.toMatchObject({
      address: '2606:4700::1111',
      family: 6,
    });
    expect(calls).toEqual([]);
  });

  it('reports unknown names and empty answers as network failures', async () => {
    const { resolve } = resolver({ 'empty.example': [] });
    await expect(failureOf(checkTarget(new URL('http://nowhere.example/'), resolve, false))).resolves.toBe('network');
    await expect(failureOf(checkTarget(new URL('http://empty.example/'), resolve, false))).resolves.toBe('network');
  });
});
