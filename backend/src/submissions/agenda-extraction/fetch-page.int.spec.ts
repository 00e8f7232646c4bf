import type { IncomingMessage, ServerResponse } from 'node:http';
import { ALLOW_LOOPBACK_FOR_TESTS } from './address-policy';
import { PageFetchError } from './errors';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, FetchOptions, fetchRegistrationPage } from './fetch-page';
import { LocalServer, closedPort, fakeDns, startLocalServer, watchConnections } from './testing/local-server';

const PUBLIC_ADDRESS = '93.184.215.14';
const HTML = '<!DOCTYPE html><html><body><h1>Register</h1></body></html>';

async function failureOf(promise: Promise<unknown>): Promise<{ reason: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PageFetchError) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

function html(res: ServerResponse, body = HTML, type = 'text/html; charset=utf-8'): void {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
}

function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location });
  res.end();
}

let connections: ReturnType<typeof watchConnections>;
beforeEach(() => {
  connections = watchConnections();
});
afterEach(() => connections.restore());

describe('URLs refused before any connection (loopback allowance off)', () => {
  const dns = () =>
    fakeDns({
      'example.com': [PUBLIC_ADDRESS],
      'internal.example': ['127.0.0.1'],
      'intranet.example': ['10.1.2.3'],
      'split.example': [PUBLIC_ADDRESS, '192.168.0.10'],
      'split-v6.example': ['2606:4700::1111', 'fd00::1'],
      'mapped.example': ['::ffff:169.254.169.254'],
      'metadata.example': ['169.254.169.254'],
    });

  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.0.0.1/',
    'http://127.1/',
    'http://0/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://100.100.100.200/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://100.64.0.1/',
    'http://10.0.0.1/',
    'http://172.16.0.1:8080/',
    'http://192.168.1.1/',
    'https://192.168.1.1/',
    'http://internal.example/',
    'http://intranet.example:8443/',
    'http://split.example/',
    'http://split-v6.example/',
    'http://mapped.example/',
    'http://metadata.example/latest/meta-data/',
  ])('%s is a forbidden address', async (url) => {
    const { resolve } = dns();
    await expect(failureOf(fetchRegistrationPage(url, { resolveHost: resolve }))).resolves.toEqual({
      reason: 'forbidden-address',
      message: 'The registration URL points to a private or local network address.',
    });
    expect(connections.attempts()).toBe(0);
  });

  it.each([
    'http://user@127.0.0.1/',
    'http://127.0.0.1@example.com/',
    'http://example.com@127.0.0.1/',
    'https://user:secret@example.com/',
  ])('%s is refused for its credentials', async (url) => {
    const { resolve, questions } = dns();
    await expect(failureOf(fetchRegistrationPage(url, { resolveHost: resolve }))).resolves.toEqual({
      reason: 'invalid-url',
      message: 'The registration URL must not contain a user name or password.',
    });
    expect(questions).toEqual([]);
    expect(connections.attempts()).toBe(0);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/page.html',
    'data:text/html,<p>x</p>',
    'gopher://127.0.0.1:6379/_INFO',
    'javascript:alert(1)',
    'not a url',
  ])('%s is not an http(s) URL', async (url) => {
    const { resolve } = dns();
    await expect(failureOf(fetchRegistrationPage(url, { resolveHost: resolve }))).resolves.toMatchObject({
      reason: 'invalid-url',
    });
    expect(connections.attempts()).toBe(0);
  });

  it('still refuses everything but loopback with the test allowance on', async () => {
    const { resolve } = dns();
    for (const url of [
      'http://0/',
      'http://10.0.0.1/',
      'http://169.254.169.254/',
      'http://[fd00:ec2::254]/',
      'http://100.64.0.1/',
      'http://split.example/',
    ]) {
      await expect(
        failureOf(fetchRegistrationPage(url, { resolveHost: resolve, allowLoopback: ALLOW_LOOPBACK_FOR_TESTS })),
      ).resolves.toMatchObject({
        reason: 'forbidden-address',
      });
    }
    expect(connections.attempts()).toBe(0);
  });

  it('reports a name that does not resolve as a network failure', async () => {
    const { resolve } = dns();
    await expect(
      failureOf(fetchRegistrationPage('http://nowhere.example/', { resolveHost: resolve })),
    ).resolves.toMatchObject({ reason: 'network' });
    expect(connections.attempts()).toBe(0);
  });
});

describe('fetching from a local fixture server', () => {
  let server: LocalServer;
  let route: (req: IncomingMessage, res: ServerResponse) => void;
  const allow: FetchOptions = { allowLoopback: ALLOW_LOOPBACK_FOR_TESTS, resolveHost: fakeDns({}).resolve };

  beforeEach(async () => {
    route = (_req, res) => html(res);
    server = await startLocalServer((req, res) => route(req, res));
  });
  afterEach(() => server.close());

  it('refuses the loopback server without the allowance, and a plain `true` is not the allowance', async () => {
    await expect(failureOf(fetchRegistrationPage(`${server.origin}/`))).resolves.toMatchObject({
      reason: 'forbidden-address',
    });
    const fromConfig = { allowLoopback: true } as unknown as FetchOptions;
    await expect(failureOf(fetchRegistrationPage(`${server.origin}/`, fromConfig))).resolves.toMatchObject({
      reason: 'forbidden-address',
    });
    expect(connections.attempts()).toBe(0);
    expect(server.connections()).toBe(0);
  });

  it('fetches an HTML page with the allowance', async () => {
    await expect(fetchRegistrationPage(`${server.origin}/register`, allow)).resolves.toEqual({
      url: `${server.origin}/register`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      html: HTML,
      redirects: [],
    });
    expect(connections.remoteAddresses()).toEqual(['127.0.0.1']);
  });

  it('connects to the checked answer and never asks DNS twice (no rebinding window)', async () => {
    let answers = 0;
    // A rebinding resolver: public-looking check first, then a private address.
    const { resolve, questions } = fakeDns({
      'fixtures.example': () => (answers++ === 0 ? ['127.0.0.1'] : ['10.0.0.1']),
    });
    const page = await fetchRegistrationPage(`http://fixtures.example:${server.port}/register`, {
      ...allow,
      resolveHost: resolve,
    });
    expect(page.html).toBe(HTML);
    expect(questions).toEqual(['fixtures.example']);
    expect(connections.remoteAddresses()).toEqual(['127.0.0.1']);
    expect(server.hostHeaders()).toEqual([`fixtures.example:${server.port}`]);
  });

  it('follows up to three redirects, relative and absolute, checking each hop', async () => {
    route = (req, res) => {
      if (req.url === '/a') return redirect(res, '/b', 301);
      if (req.url === '/b') return redirect(res, `${server.origin}/c`, 307);
      if (req.url === '/c') return redirect(res, 'd', 308);
      return html(res);
    };
    const page = await fetchRegistrationPage(`${server.origin}/a`, allow);
    expect(page.url).toBe(`${server.origin}/d`);
    expect(page.redirects).toEqual([`${server.origin}/b`, `${server.origin}/c`, `${server.origin}/d`]);
  });

  it('gives up on a fourth redirect', async () => {
    route = (req, res) => {
      const hop = Number(req.url!.slice(1));
      return hop < 10 ? redirect(res, `/${hop + 1}`) : html(res);
    };
    await expect(failureOf(fetchRegistrationPage(`${server.origin}/0`, allow))).resolves.toEqual({
      reason: 'too-many-redirects',
      message: 'The registration page redirected more than 3 times.',
    });
    expect(server.hostHeaders()).toHaveLength(4);
  });

  it.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://0.0.0.0:PORT/',
    'http://intranet.example/',
  ])('refuses a redirect to %s without connecting to it', async (target) => {
    route = (_req, res) => redirect(res, target.replace('PORT', String(server.port)));
    const { resolve } = fakeDns({ 'intranet.example': ['192.168.4.4'] });
    await expect(
      failureOf(fetchRegistrationPage(`${server.origin}/`, { ...allow, resolveHost: resolve })),
    ).resolves.toEqual({
      reason: 'forbidden-address',
      message: 'The registration page redirected to a private or local network address.',
    });
    expect(connections.attempts()).toBe(1);
    expect(connections.remoteAddresses()).toEqual(['127.0.0.1']);
  });

  it('refuses redirects to other schemes or with credentials', async () => {
    for (const target of ['file:///etc/passwd', 'gopher://127.0.0.1:70/', `http://admin@127.0.0.1:${server.port}/`]) {
      route = (_req, res) => redirect(res, target);
      await expect(failureOf(fetchRegistrationPage(`${server.origin}/`, allow))).resolves.toMatchObject({
        reason: 'invalid-url',
      });
    }
    expect(server.hostHeaders()).toHaveLength(3);
  });

  it('treats a redirect without a Location as an HTTP failure', async () => {
    route = (_req, res) => {
      res.writeHead(302);
      res.end();
    };
    await expect(failureOf(fetchRegistrationPage(`${server.origin}/`, allow))).resolves.toMatchObject({
      reason: 'http-status',
    });
  });

  it('times out on a server that never answers (10 s by default)', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    route = () => undefined;
    const started = Date.now();
    await expect(failureOf(fetchRegistrationPage(`${server.origin}/`, { ...allow, timeoutMs: 300 }))).resolves.toEqual({
      reason: 'timeout',
      message: 'The registration page did not respond within 0.3 seconds.',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out on a body that trickles in forever', async () => {
    route = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('<p>.</p>'), 50);
      res.on('close', () => clearInterval(timer));
    };
    await expect(
      failureOf(fetchRegistrationPage(`${server.origin}/`, { ...allow, timeoutMs: 300 })),
    ).resolves.toMatchObject({ reason: 'timeout' });
  });

  it('counts redirects against the same time budget', async () => {
    route = (req, res) => {
      if (req.url === '/') setTimeout(() => redirect(res, '/slow'), 200);
      else setTimeout(() => html(res), 200);
    };
    await expect(
      failureOf(fetchRegistrationPage(`${server.origin}/`, { ...allow, timeoutMs: 300 })),
    ).resolves.toMatchObject({ reason: 'timeout' });
  });

  it('refuses a body over the cap (2 MB by default), declared or streamed', async () => {
    expect(DEFAULT_MAX_BYTES).toBe(2 * 1024 * 1024);
    route = (_req, res) => html(res, 'x'.repeat(4096));
    await expect(failureOf(fetchRegistrationPage(`${server.origin}/`, { ...allow, maxBytes: 1024 }))).resolves.toEqual({
      reason: 'too-large',
      message: 'The registration page is too large to read (over 1 KB).',
    });

    let written = 0;
    route = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }); // chunked, no length
      const timer = setInterval(() => {
        written += 512;
        res.write('y'.repeat(512));
      }, 5);
      res.on('close', () => clearInterval(timer));
    };
    await expect(
      failureOf(fetchRegistrationPage(`${server.origin}/`, { ...allow, maxBytes: 2048 })),
    ).resolves.toMatchObject({ reason: 'too-large' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const afterStop = written;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written).toBe(afterStop); // the connection was dropped, the server stopped sending
  });

  it('accepts a body of exactly the cap', async () => {
    route = (_req, res) => html(res, 'z'.repeat(1024));
    await expect(fetchRegistrationPage(`${server.origin}/`, { ...allow, maxBytes: 1024 })).resolves.toMatchObject({
      html: 'z'.repeat(1024),
    });
  });

  it.each([
    ['application/json', 'The registration URL did not return a web page (it returned "application/json").'],
    ['application/pdf', 'The registration URL did not return a web page (it returned "application/pdf").'],
    ['text/plain; charset=utf-8', 'The registration URL did not return a web page (it returned "text/plain").'],
    ['', 'The registration URL did not return a web page (it returned no content type).'],
  ])('refuses the content type %j', async (type, message) => {
    route = (_req, res) => {
      res.writeHead(200, type ? { 'content-type': type } : {});
      res.end('{}');
    };
    await expect(failureOf(fetchRegistrationPage(`${server.origin}/`, allow))).resolves.toEqual({
      reason: 'not-html',
      message,
    });
  });

  it('accepts XHTML and decodes the declared charset', async () => {
    route = (req, res) => {
      if (req.url === '/xhtml')
        return html(res, '<html><body>ok</body></html>', 'application/xhtml+xml; charset=utf-8');
      res.writeHead(200, { 'content-type': 'TEXT/HTML; charset=ISO-8859-1' });
      res.end(Buffer.from('<p>Qu\u00e9bec</p>', 'latin1'));
    };
    await expect(fetchRegistrationPage(`${server.origin}/xhtml`, allow)).resolves.toMatchObject({
      html: '<html><body>ok</body></html>',
    });
    await expect(fetchRegistrationPage(`${server.origin}/latin`, allow)).resolves.toMatchObject({
      html: '<p>Qu\u00e9bec</p>',
    });
  });

  it.each([404, 500, 304])('reports HTTP status %i', async (status) => {
    route = (_req, res) => {
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end('<p>nope</p>');
    };
    await expect(failureOf(fetchRegistrationPage(`${server.origin}/`, allow))).resolves.toEqual({
      reason: 'http-status',
      message: `The registration page answered with HTTP status ${status}.`,
    });
  });

  it('reports a refused connection as a network failure', async () => {
    const port = await closedPort();
    await expect(failureOf(fetchRegistrationPage(`http://127.0.0.1:${port}/`, allow))).resolves.toEqual({
      reason: 'network',
      message: 'The registration page could not be reached: the server refused the connection.',
    });
  });
});
