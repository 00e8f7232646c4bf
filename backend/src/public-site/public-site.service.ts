import { Injectable } from '@nestjs/common';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { PublicEventViews } from '../events/public-event-views';
import { SpeakersQueries } from '../speakers/speakers.queries';
import { STATIC_PAGES, SitemapEntry, latest, pagePath, sitemapXml } from './sitemap';

/**
 * The sitemap from the public read models: the site's fixed pages, every public event's page and
 * one page per person per public event. A page's lastmod is the read models' updatedAt (from the
 * log); a list page's is the latest of what it lists. The XML is kept for one position and origin.
 */
@Injectable()
export class PublicSitemap {
  private cached: { position: number; origin: string; xml: Promise<string> } | null = null;

  constructor(
    private readonly events: PublicEventViews,
    private readonly speakers: SpeakersQueries,
    private readonly projections: ProjectionEngine,
  ) {}

  xml(origin: string): Promise<string> {
    const position = this.projections.position;
    if (this.cached?.position !== position || this.cached.origin !== origin) {
      const xml = this.build(origin);
      this.cached = { position, origin, xml };
      xml.catch(() => this.cached?.xml === xml && (this.cached = null));
    }
    return this.cached.xml;
  }

  private async build(origin: string): Promise<string> {
    const [events, speakers] = await Promise.all([this.events.snapshot(), this.speakers.publicSpeakers()]);
    const eventPages: SitemapEntry[] = [];
    const speakerPages: SitemapEntry[] = [];
    for (const { event } of events.sorted) {
      eventPages.push({ path: pagePath('/events', event.id), lastmod: event.updatedAt });
      // A speaker's page also shows their event, so it changes when either does.
      for (const speaker of speakers.dedupedByEvent.get(event.id) ?? []) {
        speakerPages.push({ path: pagePath('/speakers', speaker.id), lastmod: latest([speaker.updatedAt, event.updatedAt]) });
      }
    }
    const eventsChanged = latest(eventPages.map((page) => page.lastmod));
    const speakersChanged = latest(speakerPages.map((page) => page.lastmod));
    const listed: Partial<Record<(typeof STATIC_PAGES)[number], string | null>> = {
      '/': latest([eventsChanged, speakersChanged]),
      '/events': eventsChanged,
      '/speakers': speakersChanged,
    };
    const staticPages = STATIC_PAGES.map((path) => ({ path, lastmod: listed[path] ?? null }));
    return sitemapXml(origin, [...staticPages, ...eventPages, ...speakerPages]);
  }
}
