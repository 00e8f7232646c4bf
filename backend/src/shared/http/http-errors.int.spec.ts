import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { TestApp } from '../../testing/test-app';

/** Sends raw bytes and collects everything the server writes until it closes the connection (or `waitMs` passes). */
function rawExchange(
  port: number,
  bytes: string | Buffer,
  waitMs = 3000,
): Promise<{ text: string; closed: boolean; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', (error) => (chunks.length > 0 ? finish(true) : reject(error)));
    socket.write(bytes);
  });
}

function parseResponse(text: string): { status: number; headers: string; body: unknown } {
  const [head, ...rest] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const bodyText = rest.join('\r\n\r\n');
  let body: unknown = bodyText;
  try {
    body = JSON.parse(bodyText);
  } catch {
    // left as text: the assertion shows it
  }
  return { status, headers: head.toLowerCase(), body };
}

describe('framework errors in the API shape', () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    app = await TestApp.start();
    await app.app.listen(0, '127.0.0.1');
    port = (app.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.stop();
  });

  it('answers a broken %-escape in the address (FST_ERR_BAD_URL) with 400 {message}', async () => {
    const response = await app.request('GET', '/api/events/%');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ message: 'The address is not valid: it has a broken %-escape.' });
    expect(response.text).not.toContain('FST_');
  });

  it('answers a path parameter longer than the router takes with 414 and a fitting message', async () => {
    const response = await app.request('GET', `/api/events/${'a'.repeat(150)}`);
    expect(response.status).toBe(414);
    expect(response.body).toEqual({ message: 'The address is too long.' });
  });

  it('answers headers too large with 431 {message} written on the socket', async () => {
    const { text, closed } = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    const response = parseResponse(text);
    expect(response.status).toBe(431);
    expect(response.headers).toContain('content-type: application/json');
    expect(response.body).toEqual({ message: 'The request headers are too large.' });
    expect(closed).toBe(true);
  });

  it('answers an address longer than the server reads with 414 {message}, not as headers too large', async () => {
    const { text } = await rawExchange(
      port,
      `GET /api/events?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    const response = parseResponse(text);
    expect(response.status).toBe(414);
    expect(response.body).toEqual({ message: 'The address is too long.' });
  });

  it('answers bytes that are not HTTP with 400 {message}', async () => {
    const response = parseResponse((await rawExchange(port, 'HELLO THERE\r\n\r\n')).text);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request could not be read.' });
  });

  it('answers an empty body sent as application/json with 400 {message}, not the framework sentence', async () => {
    const response = await app.request('POST', '/api/auth/login', {
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'The request body is empty: send a JSON body with this content type, or no content type.',
    });
  });

  it('answers a body in another content type with 415 {message}', async () => {
    const response = await app.request('POST', '/api/auth/login', {
      rawBody: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: 'Send the request body as application/json.' });
  });

  it('answers a body over the limit with 413 {message}', async () => {
    const response = await app.request('POST', '/api/auth/login', {
      rawBody: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request body is larger than 1 MB.' });
  });

  it('answers malformed JSON with 400 {message}', async () => {
    const response = await app.request('POST', '/api/auth/login', { rawBody: '{"email": ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a Content-Length that does not match the body with 400 {message}', async () => {
    const { text } = await rawExchange(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":1}',
    );
    const response = parseResponse(text);
    expect(response.status).toBe(400);
    expect(typeof (response.body as { message?: unknown }).message).toBe('string');
  });
});
