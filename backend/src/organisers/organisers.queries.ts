import { Injectable } from '@nestjs/common';
import {
  changeRequestDiff,
  sortEventsByDate,
  type ChangeRequest,
  type ChangeRequestStatus,
  type EventListing,
  type OrganiserEvent,
  type OrganiserLink,
} from '@dental/contracts';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { EventsQueries } from '../events';
import { Clock } from '../shared/clock';
import { notFound } from '../shared/domain/domain-errors';
import { SpeakersQueries } from '../speakers';
import { organiserLinkStatus } from './domain/organiser-link-status';
import { CHANGE_REQUESTS_COLLECTION, ChangeRequestDocument } from './projections/change-requests.projection';
import { ORGANISER_LINKS_COLLECTION, OrganiserLinkDocument } from './projections/organiser-links.projection';

/** An organiser link once it counts: sent, or its submission approved. */
type IssuedLink = OrganiserLinkDocument & { issuedAt: string; expiresAt: string };

export const NOT_YOUR_EVENT = 'Event not found';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const newestFirst =
  <T>(at: (item: T) => string) =>
  (a: T, b: T) =>
    at(b).localeCompare(at(a));

/**
 * Reads of organiser links and change requests. Which events an organiser reaches is decided here,
 * once: the events of every link to their address that an admin has not revoked (sent for an
 * event, or the approval mail's for the event made from the submission), not in the trash.
 */
@Injectable()
export class OrganisersQueries {
  constructor(
    private readonly readStore: ReadStore,
    private readonly events: EventsQueries,
    private readonly speakers: SpeakersQueries,
    private readonly clock: Clock,
  ) {}

  /** A link that counts (sent, or its submission approved), or null. */
  async link(linkId: string): Promise<IssuedLink | null> {
    const link = (await this.readStore.get<OrganiserLinkDocument>(ORGANISER_LINKS_COLLECTION, linkId))?.value;
    return link && isIssued(link) ? link : null;
  }

  /** The links of one event, newest first (404 for an unknown event). */
  async linksOfEvent(eventId: string): Promise<OrganiserLink[]> {
    await this.events.get(eventId, 'admin');
    return (await this.issuedLinks())
      .filter((link) => link.eventId === eventId)
      .sort(newestFirst((link) => link.issuedAt))
      .map((link) => this.linkAnswer(link));
  }

  linkAnswer(link: IssuedLink): OrganiserLink {
    return {
      id: link.id,
      eventId: link.eventId,
      email: link.email,
      origin: link.origin,
      status: organiserLinkStatus(link, this.clock.now()),
      issuedAt: link.issuedAt,
      expiresAt: link.expiresAt,
    };
  }

  /** The organiser's events, by date: those of their address's links not revoked, not in the trash. */
  async eventsOf(email: string): Promise<EventListing[]> {
    const ids = new Set(
      (await this.issuedLinks()).flatMap((link) =>
        !link.revoked && link.eventId !== null && sameAddress(link.email, email) ? [link.eventId] : [],
      ),
    );
    const events = await this.events.findEach(ids);
    return sortEventsByDate(events.filter((event) => EventsQueries.isVisibleTo(event, 'admin')));
  }

  /** One of the organiser's events, or 404 (another's event looks unknown, like one that does not exist). */
  async eventOf(email: string, eventId: string): Promise<EventListing> {
    const event = (await this.eventsOf(email)).find((candidate) => candidate.id === eventId);
    if (!event) throw notFound(NOT_YOUR_EVENT);
    return event;
  }

  /** The organiser's events, each with its speakers and the requests they made for it. */
  async organiserEvents(email: string): Promise<OrganiserEvent[]> {
    const requests = await this.changeRequests({});
    return Promise.all(
      (await this.eventsOf(email)).map(async (event) => ({
        event,
        speakers: (await this.speakers.list('admin', event.id)).map(({ id, name, credentials, disclosure }) => ({
          id,
          name,
          credentials,
          disclosure,
        })),
        changeRequests: requests.filter(
          (request) => request.eventId === event.id && sameAddress(request.organiserEmail, email),
        ),
      })),
    );
  }

  /** Change requests, newest first, each compared with its event and speakers as they are now. */
  async changeRequests(filter: { status?: ChangeRequestStatus; eventId?: string }): Promise<ChangeRequest[]> {
    const documents = (await this.readStore.list<ChangeRequestDocument>(CHANGE_REQUESTS_COLLECTION))
      .map((document) => document.value)
      .filter((request) => filter.status === undefined || request.status === filter.status)
      .filter((request) => filter.eventId === undefined || request.eventId === filter.eventId)
      .sort(newestFirst((request) => request.submittedAt));
    return Promise.all(documents.map((request) => this.answer(request)));
  }

  async changeRequest(id: string): Promise<ChangeRequest | null> {
    const request = (await this.readStore.get<ChangeRequestDocument>(CHANGE_REQUESTS_COLLECTION, id))?.value;
    return request ? this.answer(request) : null;
  }

  async pendingChangeRequests(): Promise<number> {
    return (await this.readStore.list<ChangeRequestDocument>(CHANGE_REQUESTS_COLLECTION)).filter(
      (document) => document.value.status === 'pending',
    ).length;
  }

  private async answer(request: ChangeRequestDocument): Promise<ChangeRequest> {
    const event = await this.events.find(request.eventId);
    const speakers = request.changes.speakers?.length ? await this.speakers.list('admin', request.eventId) : [];
    return {
      ...request,
      eventTitle: event?.title ?? 'An event no longer listed',
      diff: changeRequestDiff(event ?? {}, speakers, request.changes),
    };
  }

  private async issuedLinks(): Promise<IssuedLink[]> {
    return (await this.readStore.list<OrganiserLinkDocument>(ORGANISER_LINKS_COLLECTION))
      .map((document) => document.value)
      .filter(isIssued);
  }
}

function isIssued(link: OrganiserLinkDocument): link is IssuedLink {
  return link.issuedAt !== null && link.expiresAt !== null;
}
