import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ApiRequest } from '../shared/http/request-context';
import { feedOrigin, siteOrigin } from '../shared/http/site-origin';
import { PublicSitemap } from './public-site.service';
import { PublicFeeds } from './public-feeds.service';
import { parseCalendarFeedQuery } from './calendar-feed';
import { robotsTxt } from './sitemap';
import { PublicAnswer } from '../site';
import { SitemapQuerySchema } from '@dental/contracts';
import { notFound } from '../shared/domain/domain-errors';
import { parseBody } from '../shared/http/parse-body';

/**
 * /sitemap.xml and /robots.txt for search engines; /calendar.ics and /feed.xml for visitors'
 * calendar apps and feed readers. Routes for these exact paths win over the frontend's catch-all
 * `GET /*` in Fastify's router, whatever order they were registered in.
 */
@Controller()
export class PublicSiteController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sitemap: PublicSitemap,
    private readonly feeds: PublicFeeds,
  ) {}

  @PublicAnswer()
  @Get('sitemap.xml')
  async sitemapXml(@Req() request: ApiRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { page } = parseBody(SitemapQuerySchema, request.query);
    const xml = await this.sitemap.xml(siteOrigin(this.config, request), page);
    if (xml === null) throw notFound(`The sitemap has no file ${page}.`);
    reply.header('content-type', 'application/xml; charset=utf-8');
    return xml;
  }

  @PublicAnswer()
  @Get('robots.txt')
  robots(@Req() request: ApiRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    reply.header('content-type', 'text/plain; charset=utf-8');
    return robotsTxt(siteOrigin(this.config, request));
  }

  /** Upcoming events as a calendar to subscribe to, filtered by the /events search's parameters (`?topic=690&region=TX`). */
  @PublicAnswer()
  @Get('calendar.ics')
  async calendarFeed(@Req() request: ApiRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const query = parseCalendarFeedQuery(request.query);
    const calendar = await this.feeds.calendar(query, feedOrigin(siteOrigin(this.config, request)), request.url);
    reply.header('content-type', 'text/calendar; charset=utf-8');
    return calendar;
  }

  /** Newly listed events as an Atom feed, the newest first. */
  @PublicAnswer()
  @Get('feed.xml')
  async newsFeed(@Req() request: ApiRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const feed = await this.feeds.news(feedOrigin(siteOrigin(this.config, request)));
    reply.header('content-type', 'application/atom+xml; charset=utf-8');
    return feed;
  }
}
