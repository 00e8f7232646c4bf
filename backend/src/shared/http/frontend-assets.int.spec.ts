import Fastify, { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { registerFrontendAssets } from './frontend-assets';

/** Text over the 1 KB threshold, so it is sent compressed. */
const script = (name: string) => `export const ${name} = ${JSON.stringify('x'.repeat(2000))};\n`;

describe('serving the built frontend', () => {
  let dist: string;
  let fastify: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'frontend-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Dental Education Events</title>');
    // Built with copies: their bytes differ from what compressing the file here would give, so the
    // test can tell which were sent.
    writeFileSync(join(dist, 'assets', 'built-Ab12Cd34.js'), script('built'));
    writeFileSync(join(dist, 'assets', 'built-Ab12Cd34.js.gz'), gzipSync(script('fromTheBuild'), { level: 1 }));
    writeFileSync(join(dist, 'assets', 'built-Ab12Cd34.js.br'), brotliCompressSync(script('fromTheBuild')));
    // Without copies (a build that skipped it): compressed at boot.
    writeFileSync(join(dist, 'assets', 'plain-Ef56Gh78.js'), script('plain'));
    fastify = Fastify();
    registerFrontendAssets(fastify, dist);
    await fastify.ready();
  });

  afterAll(async () => {
    await fastify.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the build's brotli and gzip copies as they are", async () => {
    const brotli = await fastify.inject({
      url: '/assets/built-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script('fromTheBuild'));
    const gzip = await fastify.inject({ url: '/assets/built-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script('fromTheBuild'));
    const identity = await fastify.inject({ url: '/assets/built-Ab12Cd34.js' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script('built'));
  });

  it('compresses a text file that came without copies', async () => {
    const brotli = await fastify.inject({ url: '/assets/plain-Ef56Gh78.js', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script('plain'));
    const gzip = await fastify.inject({ url: '/assets/plain-Ef56Gh78.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script('plain'));
  });

  it("answers a mailed link whose token holds a dot ('<id>.<signature>') with the page, and a missing file with 404", async () => {
    const signature = 'NTQJsX_QvhmXzwychCI_2q_Hya-QzNchbll6CsblzI0';
    for (const url of [
      `/follow/confirm/confirm-141f7317-2c9b-4aba-b126-783ac4b82107.${signature}`,
      `/admin/invitation/a1b2c3.${signature}`,
    ]) {
      const response = await fastify.inject({ url });
      expect({ url, status: response.statusCode, body: response.body }).toEqual({
        url,
        status: 200,
        body: '<!doctype html><title>Dental Education Events</title>',
      });
    }
    for (const url of ['/assets/missing-Ab12Cd34.js', '/site.webmanifest', '/favicon.ico']) {
      expect((await fastify.inject({ url })).statusCode).toBe(404);
    }
  });

  it('does not serve the copies as files of their own', async () => {
    for (const url of ['/assets/built-Ab12Cd34.js.gz', '/assets/built-Ab12Cd34.js.br']) {
      const response = await fastify.inject({ url });
      expect(response.statusCode).toBe(404);
    }
  });
});
