import { Controller, Get } from '@nestjs/common';
import type { SiteSponsor } from '@dental/contracts';
import { SponsorsQueries } from '../sponsors';
import { PublicAnswer } from '../site';
import { siteSponsors } from './site-sponsors';

/**
 * The global site sponsors the public pages show in their 'Site Sponsors' band. Read from what
 * the public may see of the sponsors (SponsorsQueries.list('public')), so a sponsor of a hidden or
 * trashed event, or one in the trash, is never sent, global or not.
 */
@Controller('api/site-sponsors')
export class SiteSponsorsController {
  constructor(private readonly sponsors: SponsorsQueries) {}

  @PublicAnswer()
  @Get()
  async list(): Promise<SiteSponsor[]> {
    return siteSponsors(await this.sponsors.list('public'));
  }
}
