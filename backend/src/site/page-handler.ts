import { Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { localIsoDay } from '@dental/contracts';
import type { PageRoute } from '../shared/http/frontend-assets';
import { Clock } from '../shared/clock';
import { PageRenderer } from './page-renderer';
import type { AnswerSource } from './public-response-cache';
import { markPageSources, markPublicAnswer, PublicReadPath } from './public-read-path';

/**
 * Answers a public page's URL with the page rendered on the server: 200, or 404 with the
 * not-found page for unknown paths and for events or speakers the public cannot see. Both are
 * public answers, kept by the read path until the day changes or an answer the page was made from
 * does (a page whose data a write left alone is sent again, not rendered). Should a render
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
    let page: { status: number; html: string | Buffer; sources: readonly AnswerSource[] | null };
    const kept = await readPath.keptPageStillTrue(request);
    if (kept) page = { status: kept.status, html: kept.body, sources: kept.sources };
    else {
      try {
        const { result, sources } = await readPath.recordingSources(() =>
          renderer.render(request.url, readPath.originOf(request.raw.rawHeaders), localIsoDay(clock.now())),
        );
        page = { status: result.status, html: result.html, sources };
      } catch (error) {
        logger.error(
          `Rendering ${request.url} failed; sending the page shell instead`,
          error instanceof Error ? error.stack : String(error),
        );
        return shell(request, reply);
      }
    }
    if (page.status === 404 && (await isSignedInAdmin(request))) return shell(request, reply);
    markPublicAnswer(request, [200, 404]);
    markPageSources(request, page.sources);
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.html);
  };
}
