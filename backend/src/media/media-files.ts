import type { FastifyInstance } from 'fastify';
import { MEDIA_FILE_NAME, MediaStorage } from './media-storage.port';

/** A media file's name is the hash of its bytes: it never changes, so browsers and proxies keep it a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /media/<name>: uploaded images and their copies, from the media storage. Only names of the
 * content-addressed shape are looked up (MediaStorage answers null for anything else): no path
 * ever reaches the disk. The page's CSP allows images from the site itself ('self').
 */
export function registerMediaFiles(fastify: FastifyInstance, storage: MediaStorage): void {
  // Only content-addressed names match this route: the built frontend's own files under /media/
  // (the home page's hero-loop.webm) are still served by the frontend assets.
  fastify.get<{ Params: { name: string } }>(`/media/:name(${MEDIA_FILE_NAME.source})`, async (request, reply) => {
    const { name } = request.params;
    const file = await storage.get(name);
    if (!file)
      return reply
        .code(404)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send('Not found');
    const etag = `"${name}"`;
    reply.header('content-type', file.contentType).header('cache-control', MEDIA_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(file.bytes);
  });
}
