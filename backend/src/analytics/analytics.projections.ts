import { Injectable } from '@nestjs/common';
import { isSetSocialLink, normaliseAgenda, type EntityKind } from '@dental/contracts';
import { StoredDomainEvent } from '../event-sourcing/event-store/event-store.port';
import { Applied, Projection, andThen, updateDocument } from '../event-sourcing/projections/projection';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { EntityState, domainEventTypesOf, entityOf, evolveEntityState } from '../audit/entity-history/entity-state';

/**
 * The analytics read models, built only from domain events. Each keeps one small document per
 * entity (only the fields the figures need, folded by the same generic entity state the audit
 * uses), so new domain event types in the catalogue are picked up without changes here. The
 * figures themselves are counted from these documents when the report is asked for
 * (analytics.queries.ts), so a document is always a pure function of the entity's history.
 */

export const ANALYTICS_EVENTS_COLLECTION = 'analytics_events';
export const ANALYTICS_FEATURED_MONTHS_COLLECTION = 'analytics_featured_months';
export const ANALYTICS_SPEAKERS_COLLECTION = 'analytics_speakers';
export const ANALYTICS_SPONSORS_COLLECTION = 'analytics_sponsors';
export const ANALYTICS_SUBMISSIONS_COLLECTION = 'analytics_submissions';

export interface EventFacts {
  title: string;
  description: string;
  date: string;
  location: string;
  city: string;
  image: string;
  registrationUrl: string | null;
  /** Sessions, breaks and groups the event page would show, over all days. */
  agendaItems: number;
  isHidden: boolean;
  isFeatured: boolean;
  inTrash: boolean;
  purged: boolean;
}

export interface SpeakerFacts {
  eventId: string | null;
  name: string;
  profession: string;
  specialty: string;
  lectureTitle: string;
  email: string;
  image: string;
  /** Social links that count as set (not blank, not '#'). */
  socialLinkCount: number;
  isFeatured: boolean;
  inTrash: boolean;
  purged: boolean;
}

export interface SponsorFacts {
  name: string;
  tier: string;
  eventId: string | null;
  isGlobalSponsor: boolean;
  removed: boolean;
}

export interface SubmissionFacts {
  status: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  eventCreated: boolean;
}

export interface FeaturedMonth {
  month: string;
  featured: number;
  unfeatured: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nullableText = (value: unknown) => (typeof value === 'string' ? value : null);
const bool = (value: unknown) => value === true;

function agendaItemCount(agenda: unknown): number {
  if (agenda === null || agenda === undefined) return 0;
  return normaliseAgenda(agenda).days.reduce((total, day) => total + day.items.length, 0);
}

function carriesAgenda(domainEvent: StoredDomainEvent): boolean {
  const data = domainEvent.data as { agenda?: unknown; changes?: { agenda?: unknown } } | null;
  return data !== null && typeof data === 'object' && ('agenda' in data || (typeof data.changes === 'object' && data.changes !== null && 'agenda' in data.changes));
}

/** Folds a new domain event into the facts: state = facts + the generic step, then back to facts. */
abstract class EntityFactsProjection<TFacts extends object> implements Projection {
  abstract readonly name: string;
  readonly collections: readonly string[];
  readonly handles: ReadonlySet<string>;

  protected constructor(
    private readonly kind: EntityKind,
    private readonly collection: string,
    extraCollections: readonly string[] = [],
  ) {
    this.collections = [collection, ...extraCollections];
    this.handles = domainEventTypesOf([kind]);
  }

  protected abstract facts(state: EntityState, previous: TFacts | undefined, domainEvent: StoredDomainEvent): TFacts;

  apply(domainEvent: StoredDomainEvent, store: ReadStore): Applied {
    const entity = entityOf(domainEvent);
    if (!entity || entity.kind !== this.kind) return;
    return updateDocument<TFacts>(store, this.collection, entity.id, domainEvent, (current) => {
      const { after } = evolveEntityState((current ?? {}) as EntityState, domainEvent);
      return this.facts(after, current, domainEvent);
    });
  }
}

/** `analytics-events`: one document per event, plus EventFeatured/EventUnfeatured counts per month. */
@Injectable()
export class EventAnalyticsProjection extends EntityFactsProjection<EventFacts> {
  readonly name = 'analytics-events';

  constructor() {
    super('event', ANALYTICS_EVENTS_COLLECTION, [ANALYTICS_FEATURED_MONTHS_COLLECTION]);
  }

  protected facts(state: EntityState, previous: EventFacts | undefined, domainEvent: StoredDomainEvent): EventFacts {
    return {
      title: text(state.title),
      description: text(state.description),
      date: text(state.date),
      location: text(state.location),
      city: text(state.city),
      image: text(state.image),
      registrationUrl: nullableText(state.registrationUrl),
      // Normalising an agenda is costly: count again only when this domain event carried one.
      agendaItems: carriesAgenda(domainEvent) ? agendaItemCount(state.agenda) : previous?.agendaItems ?? 0,
      isHidden: bool(state.isHidden),
      isFeatured: bool(state.isFeatured),
      inTrash: bool(state.inTrash),
      purged: bool(state.purged),
    };
  }

  override apply(domainEvent: StoredDomainEvent, store: ReadStore): Applied {
    const applied = super.apply(domainEvent, store);
    if (domainEvent.type !== 'EventFeatured' && domainEvent.type !== 'EventUnfeatured') return applied;
    const month = domainEvent.metadata.occurredAt.slice(0, 7);
    return andThen(applied, () =>
      updateDocument<FeaturedMonth>(store, ANALYTICS_FEATURED_MONTHS_COLLECTION, month, domainEvent, (current) => {
        const counts = current ?? { month, featured: 0, unfeatured: 0 };
        return domainEvent.type === 'EventFeatured' ? { ...counts, featured: counts.featured + 1 } : { ...counts, unfeatured: counts.unfeatured + 1 };
      }),
    );
  }
}

/** `analytics-speakers`: one document per speaker. */
@Injectable()
export class SpeakerAnalyticsProjection extends EntityFactsProjection<SpeakerFacts> {
  readonly name = 'analytics-speakers';

  constructor() {
    super('speaker', ANALYTICS_SPEAKERS_COLLECTION);
  }

  protected facts(state: EntityState, previous: SpeakerFacts | undefined): SpeakerFacts {
    const links = state.socialLinks;
    return {
      eventId: nullableText(state.eventId),
      name: text(state.name),
      profession: text(state.profession),
      specialty: text(state.specialty),
      lectureTitle: text(state.lectureTitle),
      email: text(state.email),
      image: text(state.image),
      socialLinkCount:
        links && typeof links === 'object'
          ? Object.values(links as Record<string, unknown>).filter((url) => typeof url === 'string' && isSetSocialLink(url)).length
          : previous?.socialLinkCount ?? 0,
      isFeatured: bool(state.isFeatured),
      inTrash: bool(state.inTrash),
      purged: bool(state.purged),
    };
  }
}

/** `analytics-sponsors`: one document per sponsor. */
@Injectable()
export class SponsorAnalyticsProjection extends EntityFactsProjection<SponsorFacts> {
  readonly name = 'analytics-sponsors';

  constructor() {
    super('sponsor', ANALYTICS_SPONSORS_COLLECTION);
  }

  protected facts(state: EntityState): SponsorFacts {
    return {
      name: text(state.name),
      tier: text(state.tier) || 'silver',
      eventId: nullableText(state.eventId),
      isGlobalSponsor: bool(state.isGlobalSponsor),
      removed: bool(state.removed),
    };
  }
}

/** `analytics-submissions`: one document per submission with its status and review times. */
@Injectable()
export class SubmissionAnalyticsProjection extends EntityFactsProjection<SubmissionFacts> {
  readonly name = 'analytics-submissions';

  constructor() {
    super('submission', ANALYTICS_SUBMISSIONS_COLLECTION);
  }

  protected facts(state: EntityState): SubmissionFacts {
    return {
      status: text(state.status) || 'pending',
      submittedAt: nullableText(state.submittedAt),
      reviewedAt: nullableText(state.reviewedAt),
      eventCreated: bool(state.eventCreated),
    };
  }
}

export const analyticsProjectionClasses = [EventAnalyticsProjection, SpeakerAnalyticsProjection, SponsorAnalyticsProjection, SubmissionAnalyticsProjection];
