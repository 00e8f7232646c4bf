import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface Asset {
  body: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  contentType: string;
  etag: string;
  cacheControl: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
/**
 * Vite writes its output as `/assets/<name>-<8-character hash>.<ext>`, directly in /assets: those
 * files never change and can be cached for a year. Files copied from public/ keep their names
 * (e.g. /assets/events/gnyap-2024-meeting.svg) and may change, so they are not matched.
 */
const HASHED = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.(js|css|svg|png|jpg|webp|woff2)$/;

/**
 * A file's name ends in a short extension ('.js', '.webmanifest'). A page's last segment may hold a
 * dot too: a mailed link's token is '<id>.<signature>', whose 43-character signature is no extension.
 */
const FILE_EXTENSION = /\.[A-Za-z0-9]{1,12}$/;

/** Answers a page's URL (a path without a file extension). */
export type PageRoute = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** The admin area is a browser app: its URLs get the page shell, never a page rendered with data. */
export function isAdminPagePath(path: string): boolean {
  return /^\/admin(\/|$)/i.test(path);
}

/**
 * Serves the built frontend from memory, with its compressed copies loaded once at boot: the build is small and
 * immutable, so this beats reading files per request. Paths without a file extension are pages:
 * `renderPage` answers the public ones (rendered on the server); admin paths, and every page when
 * there is no renderer, get index.html, the shell the browser renders into.
 */
export function registerFrontendAssets(
  fastify: FastifyInstance,
  distDirectory: string,
  renderPage?: (shell: PageRoute) => PageRoute,
  /** Whether a path under /admin is an admin page; any other gets the shell with 404, and the browser shows the 404 page. */
  isAdminPage?: (path: string) => boolean,
): void {
  const assets = loadAssets(distDirectory);
  const index = assets.get('/index.html');
  if (!index) throw new Error(`No index.html in ${distDirectory}`);

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodeURIComponent(request.url.split('?')[0]);
    if (path === '/api' || path.startsWith('/api/')) {
      return reply
        .code(404)
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ message: 'Not found' }));
    }
    const asset = assets.get(path);
    if (asset) return send(request, reply, asset);
    if (FILE_EXTENSION.test(path) && !path.endsWith('.html'))
      return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    if (isAdminPagePath(path))
      return isAdminPage && !isAdminPage(path) ? send(request, reply, index, 404) : sendShell(request, reply);
    if (page) return page(request, reply);
    return sendShell(request, reply);
  };
  const sendShell: PageRoute = (request, reply) => send(request, reply, index);
  const page = renderPage?.(sendShell);
  fastify.get('/', serve);
  fastify.get('/*', serve);
}

/** Sends an asset; with a status other than 200 (the shell of an unknown admin path), without its tag, so it is never a 304. */
function send(request: FastifyRequest, reply: FastifyReply, asset: Asset, status = 200) {
  reply
    .code(status)
    .header('content-type', asset.contentType)
    .header('cache-control', asset.cacheControl)
    .header('vary', 'accept-encoding');
  if (status === 200) reply.header('etag', asset.etag);
  if (status === 200 && request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (asset.brotli && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(asset.brotli);
  if (asset.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.body);
}

function loadAssets(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const files = walk(root);
  const present = new Set(files);
  for (const file of files) {
    if (isPrecompressedCopy(file, present)) continue;
    const urlPath = '/' + relative(root, file).split(sep).join('/');
    const extension = extname(file).toLowerCase();
    const body = readFileSync(file);
    const compress = COMPRESSIBLE.has(extension) && body.length > 1024;
    assets.set(urlPath, {
      body,
      gzip: compress ? (precompressedCopy(`${file}.gz`, present) ?? gzipSync(body, { level: 9 })) : null,
      brotli: compress ? (precompressedCopy(`${file}.br`, present) ?? brotliCompressSync(body)) : null,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl:
        extension === '.html'
          ? 'no-cache'
          : isImmutableAsset(urlPath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
    });
  }
  return assets;
}

/**
 * The frontend build writes `<file>.gz` and `<file>.br` beside its text files (vite.config.ts), so
 * a boot reads them instead of compressing (brotli took about 2.5 s of CPU per boot). They are
 * what the server sends with content-encoding, not assets of their own. A build without them (or
 * a file the build skipped) is compressed here, as before.
 */
function isPrecompressedCopy(file: string, present: ReadonlySet<string>): boolean {
  const extension = extname(file);
  return (extension === '.gz' || extension === '.br') && present.has(file.slice(0, -extension.length));
}

function precompressedCopy(copy: string, present: ReadonlySet<string>): Buffer | null {
  return present.has(copy) ? readFileSync(copy) : null;
}

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function isImmutableAsset(urlPath: string): boolean {
  return HASHED.test(urlPath);
}
