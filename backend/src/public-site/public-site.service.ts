import { Injectable } from '@nestjs/common';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { PublicEventViews } from '../events';
import { SpeakersQueries } from '../speakers';
import { pagePath } from '../shared/http/site-origin';
import { STATIC_PAGES, SitemapEntry, latest, sitemapDocument } from './sitemap';

/**
 * The sitemap from the public read models: the site's fixed pages, every public event's page and
 * one page per speaker (a person, whose records at several events are linked). A page's lastmod is the read models' updatedAt (from the
 * log); a list page's is the latest of what it lists. The list of pages is kept for one position;
 * a large site's sitemap is split into files (sitemapDocument).
 */
@Injectable()
export class PublicSitemap {
  private cached: { position: number; entries: Promise<SitemapEntry[]> } | null = null;

  constructor(
    private readonly events: PublicEventViews,
    private readonly speakers: SpeakersQueries,
    private readonly projections: ProjectionEngine,
  ) {}

  /** The sitemap, its index, or one of its files (`page`); null for a file it does not have. */
  async xml(origin: string, page?: number): Promise<string | null> {
    return sitemapDocument(origin, await this.entries(), page);
  }

  private entries(): Promise<SitemapEntry[]> {
    const position = this.projections.position;
    if (this.cached?.position !== position) {
      const entries = this.build();
      this.cached = { position, entries };
      entries.catch(() => this.cached?.entries === entries && (this.cached = null));
    }
    return this.cached.entries;
  }

  private async build(): Promise<SitemapEntry[]> {
    const [events, speakers] = await Promise.all([this.events.snapshot(), this.speakers.publicSpeakers()]);
    const eventPages: SitemapEntry[] = [];
    const speakerPages: SitemapEntry[] = [];
    for (const { event } of events.sorted) {
      eventPages.push({ path: pagePath('/events', event.id), lastmod: event.updatedAt });
      // One page per person: their earliest public record's (the others name it as canonical). It
      // shows every event of theirs, so it changes when any of their records or events does.
      for (const speaker of speakers.byEvent.get(event.id) ?? []) {
        const records = speakers.personOf.get(speaker.id) ?? [speaker.id];
        if (records[0] !== speaker.id) continue;
        const shown = records.map((id) => speakers.shown.get(id)!);
        const lastmod = latest(
          shown.flatMap((record) => [record.updatedAt, events.byId.get(record.eventId)?.event.updatedAt]),
        );
        speakerPages.push({ path: pagePath('/speakers', speaker.id), lastmod });
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
    return [...staticPages, ...eventPages, ...speakerPages];
  }
}
