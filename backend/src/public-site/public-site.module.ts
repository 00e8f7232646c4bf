import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { SiteSettingsModule } from '../site-settings';
import { SpeakersModule } from '../speakers';
import { SponsorsModule } from '../sponsors';
import { PublicFeeds } from './public-feeds.service';
import { PublicSiteController } from './public-site.controller';
import { PublicSitemap } from './public-site.service';
import { SiteSponsorsController } from './site-sponsors.controller';

/**
 * What the public site offers crawlers (sitemap.xml, robots.txt) and subscribers (calendar.ics,
 * feed.xml), and the pages' 'Site Sponsors' band (/api/site-sponsors), built from the public read models.
 */
@Module({
  imports: [EventsModule, SpeakersModule, SponsorsModule, SiteSettingsModule],
  controllers: [PublicSiteController, SiteSponsorsController],
  providers: [PublicSitemap, PublicFeeds],
})
export class PublicSiteModule {}
