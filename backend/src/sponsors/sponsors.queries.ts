import { Injectable } from '@nestjs/common';
import {
  SPONSOR_TIERS,
  sortEventsByDate,
  type EventListing,
  type Sponsor,
  type SponsoredEvent,
  type TrashedSponsor,
} from '@dental/contracts';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { Audience, EventsQueries } from '../events';
import { purgeDueAt } from '../shared/domain/trash-retention';
import { notFound } from '../shared/domain/domain-errors';
import { SPONSOR_NOT_FOUND } from './domain/sponsor.decider';
import { SPONSORS_COLLECTION } from './projections/sponsors.projection';

/**
 * Reads of the `sponsors` read model. The public never receives a sponsor of an event it may
 * not see (hidden or trashed); global and unassigned sponsors are public. Admins see them all.
 * A sponsor in the trash leaves every list but the trash's.
 */
@Injectable()
export class SponsorsQueries {
  constructor(
    private readonly readStore: ReadStore,
    private readonly events: EventsQueries,
  ) {}

  /** Every sponsor document, trashed ones included. */
  async all(): Promise<Sponsor[]> {
    return (await this.readStore.list<Sponsor>(SPONSORS_COLLECTION)).map((document) => document.value);
  }

  /** Every sponsor not in the trash. */
  async listed(): Promise<Sponsor[]> {
    return (await this.all()).filter((sponsor) => !sponsor.trashedAt);
  }

  /** Sponsors in the trash, the soonest purge first. */
  async trashed(): Promise<TrashedSponsor[]> {
    return (await this.all())
      .filter((sponsor): sponsor is Sponsor & { trashedAt: string } => typeof sponsor.trashedAt === 'string')
      .map((sponsor) => ({ ...sponsor, purgeAt: purgeDueAt(sponsor.trashedAt).toISOString() }))
      .sort((a, b) => a.purgeAt.localeCompare(b.purgeAt) || a.id.localeCompare(b.id));
  }

  /** Sponsors assigned to an event that is gone from the events read model (purged). */
  async ofMissingEvents(): Promise<Sponsor[]> {
    const events = await this.events.ids();
    return (await this.all()).filter((sponsor) => sponsor.eventId !== null && !events.has(sponsor.eventId));
  }

  /**
   * Every sponsor the audience may see, or only the sponsors of one event. Platinum first, then by
   * name. The public's list looks up only the events its sponsors name, never the whole catalogue.
   */
  async list(audience: Audience, eventId?: string): Promise<Sponsor[]> {
    const sponsors = await this.listed();
    let selected: Sponsor[];
    if (eventId !== undefined) {
      if (audience === 'public' && !(await this.isPublicEvent(eventId))) return [];
      selected = sponsors.filter((sponsor) => sponsor.eventId === eventId);
    } else if (audience === 'admin') {
      selected = sponsors;
    } else {
      const publicEvents = new Set((await this.eventsOf(sponsors, 'public')).map((event) => event.id));
      selected = sponsors.filter((sponsor) => sponsor.eventId === null || publicEvents.has(sponsor.eventId));
    }
    return selected.sort(
      (a, b) =>
        SPONSOR_TIERS.indexOf(a.tier) - SPONSOR_TIERS.indexOf(b.tier) ||
        a.name.localeCompare(b.name) ||
        a.id.localeCompare(b.id),
    );
  }

  /**
   * Events that have sponsors, in date order: for the public the /sponsors page's event filter;
   * for admins also hidden events, whose titles the admin sponsors screen names its sponsors' events by.
   */
  async sponsoredEvents(audience: Audience): Promise<SponsoredEvent[]> {
    return sortEventsByDate(await this.eventsOf(await this.listed(), audience)).map(({ id, title }) => ({ id, title }));
  }

  /** One sponsor, in the trash or not (admins only: every answer after a sponsor command). */
  async get(id: string): Promise<Sponsor> {
    const sponsor = (await this.readStore.get<Sponsor>(SPONSORS_COLLECTION, id))?.value;
    if (!sponsor) throw notFound(SPONSOR_NOT_FOUND);
    return sponsor;
  }

  /** The events the sponsors belong to that the audience may see, each once. */
  private async eventsOf(sponsors: readonly Sponsor[], audience: Audience): Promise<EventListing[]> {
    const eventIds = new Set(sponsors.flatMap((sponsor) => (sponsor.eventId === null ? [] : [sponsor.eventId])));
    const events = await Promise.all([...eventIds].map((id) => this.events.find(id)));
    return events.filter(
      (event): event is EventListing => event !== null && EventsQueries.isVisibleTo(event, audience),
    );
  }

  private async isPublicEvent(eventId: string): Promise<boolean> {
    const event = await this.events.find(eventId);
    return event !== null && EventsQueries.isVisibleTo(event, 'public');
  }
}
