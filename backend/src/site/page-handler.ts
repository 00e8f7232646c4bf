import { Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { localIsoDay } from '@dental/contracts';
import type { PageRoute } from '../shared/http/frontend-assets';
import { Clock } from '../shared/clock';
import { PageRenderer } from './page-renderer';
import { markPublicAnswer, PublicReadPath } from './public-read-path';

/**
 * Answers a public page's URL with the page rendered on the server: 200, or 404 with the
 * not-found page for unknown paths and for events or speakers the public cannot see. Both are
 * public answers, kept by the read path until the read models or the day change. Should a render
 * ever fail, the visitor gets the page shell (the browser renders the page) and the error is logged.
 *
 * The server renders what the public may see, so a hidden event is 'not found' to the render. A
 * signed-in admin opening such a page (a reload of a hidden event's preview, a link in a new tab)
 * gets the page shell instead: the browser asks the API with the admin's session and shows the
 * preview with its 'not public' banner. Nobody else is told the page exists.
 */
export function pageHandler(
  renderer: PageRenderer,
  readPath: PublicReadPath,
  clock: Clock,
  shell: PageRoute,
  isSignedInAdmin: (request: FastifyRequest) => Promise<boolean>,
): PageRoute {
  const logger = new Logger('PageRenderer');
  return async (request, reply) => {
    let rendered;
    try {
      rendered = await renderer.render(
        request.url,
        readPath.originOf(request.raw.rawHeaders),
        localIsoDay(clock.now()),
      );
    } catch (error) {
      logger.error(
        `Rendering ${request.url} failed; sending the page shell instead`,
        error instanceof Error ? error.stack : String(error),
      );
      return shell(request, reply);
    }
    if (rendered.status === 404 && (await isSignedInAdmin(request))) return shell(request, reply);
    markPublicAnswer(request, [200, 404]);
    return reply
      .code(rendered.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(rendered.html);
  };
}
