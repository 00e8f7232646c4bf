import { Injectable } from '@nestjs/common';
import { DEFAULT_TIER_NAMES, type SponsorTierNames } from '@dental/contracts';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { Audience, EventsQueries } from '../events';
import { CustomTierNames, SPONSOR_TIER_NAMES_COLLECTION } from './projections/sponsor-tiers.projection';

/** An event's tier headings: its custom names over the defaults. The event must be one the audience may see. */
@Injectable()
export class SponsorTiersQueries {
  constructor(
    private readonly readStore: ReadStore,
    private readonly events: EventsQueries,
  ) {}

  async forEvent(eventId: string, audience: Audience): Promise<SponsorTierNames> {
    await this.events.get(eventId, audience);
    const stored = (await this.readStore.get<CustomTierNames>(SPONSOR_TIER_NAMES_COLLECTION, eventId))?.value;
    return { eventId, names: { ...DEFAULT_TIER_NAMES, ...stored?.customNames } };
  }
}
