import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { SpeakersModule } from '../speakers/speakers.module';
import { PublicFeeds } from './public-feeds.service';
import { PublicSiteController } from './public-site.controller';
import { PublicSitemap } from './public-site.service';

/**
 * What the public site offers crawlers (sitemap.xml, robots.txt) and subscribers (calendar.ics,
 * feed.xml), built from the public read models.
 */
@Module({
  imports: [EventsModule, SpeakersModule, SiteSettingsModule],
  controllers: [PublicSiteController],
  providers: [PublicSitemap, PublicFeeds],
})
export class PublicSiteModule {}
