import { Logger } from '@nestjs/common';
import type { PageRoute } from '../shared/http/frontend-assets';
import { Clock } from '../shared/clock';
import { PageRenderer } from './page-renderer';
import { localDayKey, markPublicAnswer, PublicReadPath } from './public-read-path';

/**
 * Answers a public page's URL with the page rendered on the server: 200, or 404 with the
 * not-found page for unknown paths and for events or speakers the public cannot see. Both are
 * public answers, kept by the read path until the read models or the day change. Should a render
 * ever fail, the visitor gets the page shell (the browser renders the page) and the error is logged.
 */
export function pageHandler(renderer: PageRenderer, readPath: PublicReadPath, clock: Clock, shell: PageRoute): PageRoute {
  const logger = new Logger('PageRenderer');
  return async (request, reply) => {
    let rendered;
    try {
      rendered = await renderer.render(request.url, readPath.originOf(request.raw.rawHeaders), localDayKey(clock.now()));
    } catch (error) {
      logger.error(`Rendering ${request.url} failed; sending the page shell instead`, error instanceof Error ? error.stack : String(error));
      return shell(request, reply);
    }
    markPublicAnswer(request, [200, 404]);
    return reply.code(rendered.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(rendered.html);
  };
}
