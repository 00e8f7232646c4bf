import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { SpeakersModule } from '../speakers/speakers.module';
import { PublicSiteController } from './public-site.controller';
import { PublicSitemap } from './public-site.service';

/** What the public site offers crawlers: sitemap.xml and robots.txt, built from the public read models. */
@Module({
  imports: [EventsModule, SpeakersModule],
  controllers: [PublicSiteController],
  providers: [PublicSitemap],
})
export class PublicSiteModule {}
