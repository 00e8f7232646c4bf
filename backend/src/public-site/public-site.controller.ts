import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ApiRequest } from '../shared/http/request-context';
import { siteOrigin } from '../shared/http/site-origin';
import { PublicSitemap } from './public-site.service';
import { robotsTxt } from './sitemap';
import { PublicAnswer } from '../site/public-answer';

/**
 * /sitemap.xml and /robots.txt, for search engines. Routes for these exact paths win over the
 * frontend's catch-all `GET /*` in Fastify's router, whatever order they were registered in.
 */
@Controller()
export class PublicSiteController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sitemap: PublicSitemap,
  ) {}

  @PublicAnswer()
  @Get('sitemap.xml')
  async sitemapXml(@Req() request: ApiRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const xml = await this.sitemap.xml(siteOrigin(this.config, request));
    reply.header('content-type', 'application/xml; charset=utf-8');
    return xml;
  }

  @PublicAnswer()
  @Get('robots.txt')
  robots(@Req() request: ApiRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    reply.header('content-type', 'text/plain; charset=utf-8');
    return robotsTxt(siteOrigin(this.config, request));
  }
}
