import { Injectable } from '@nestjs/common';
import { isSetSocialLink, normaliseAgenda, type EntityKind } from '@dental/contracts';
import { ProjectedDomainEvent } from '../event-sourcing/event-store/event-store.port';
import { Applied, Projection, andThen, patchDocument, updateDocument } from '../event-sourcing/projections/projection';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { EntityState, dataOf, domainEventTypesOf, entityOf, stateRuleFor } from '../shared/entity-state';

/**
 * The analytics read models, built only from domain events. Each keeps one small document per
 * entity (only the fields the figures need, folded by the same generic entity state rules the
 * audit uses), so new domain event types in the catalogue are picked up without changes here. The
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
  /** Absent on documents built before sponsors had a trash. */
  inTrash?: boolean;
  purged?: boolean;
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

function socialLinkCount(links: unknown): number {
  if (!links || typeof links !== 'object') return 0;
  return Object.values(links as Record<string, unknown>).filter(
    (url) => typeof url === 'string' && isSetSocialLink(url),
  ).length;
}

/** Where a field of the generic entity state goes in the facts: the fact's name and how its value is read. */
type FactOf<TFacts> = readonly [fact: keyof TFacts & string, read: (value: unknown) => unknown];

/**
 * Folds a domain event into an entity's facts with the generic entity state's rule for its type:
 * the fields the rule sets that the facts keep are read into them, and a creation starts from the
 * defaults. Only the changed facts are written (patchDocument), in place while a rebuild runs:
 * folding a whole state and copying it for every domain event made analytics the slowest part
 * of a replay after the audit log.
 */
abstract class EntityFactsProjection<TFacts extends object> implements Projection {
  abstract readonly name: string;
  readonly collections: readonly string[];
  readonly handles: ReadonlySet<string>;

  protected constructor(
    private readonly kind: EntityKind,
    private readonly collection: string,
    /** Every fact's value for an entity the domain events have said nothing about yet. */
    private readonly defaults: TFacts,
    /** Keyed by the entity state's field. */
    private readonly facts: Readonly<Record<string, FactOf<TFacts>>>,
    extraCollections: readonly string[] = [],
  ) {
    this.collections = [collection, ...extraCollections];
    this.handles = domainEventTypesOf([kind]);
  }

  apply(domainEvent: ProjectedDomainEvent, store: ReadStore): Applied {
    const entity = entityOf(domainEvent);
    if (!entity || entity.kind !== this.kind) return;
    return patchDocument<TFacts>(store, this.collection, entity.id, domainEvent, (current) => {
      const patch = stateRuleFor(domainEvent.type)(
        dataOf(domainEvent),
        domainEvent.metadata,
        (current ?? {}) as EntityState,
      );
      const changes: Partial<Record<keyof TFacts, unknown>> = patch.replace || !current ? { ...this.defaults } : {};
      for (const field in patch.set) {
        const fact = this.facts[field];
        if (fact !== undefined) changes[fact[0]] = fact[1](patch.set[field]);
      }
      return changes as Partial<TFacts>;
    });
  }
}

const EVENT_FACTS: Record<string, FactOf<EventFacts>> = {
  title: ['title', text],
  description: ['description', text],
  date: ['date', text],
  location: ['location', text],
  city: ['city', text],
  image: ['image', text],
  registrationUrl: ['registrationUrl', nullableText],
  // The agenda itself is not kept; it is counted when a domain event carries one.
  agenda: ['agendaItems', agendaItemCount],
  isHidden: ['isHidden', bool],
  isFeatured: ['isFeatured', bool],
  inTrash: ['inTrash', bool],
  purged: ['purged', bool],
};

/** `analytics-events`: one document per event, plus EventFeatured/EventUnfeatured counts per month. */
@Injectable()
export class EventAnalyticsProjection extends EntityFactsProjection<EventFacts> {
  readonly name = 'analytics-events';

  constructor() {
    super(
      'event',
      ANALYTICS_EVENTS_COLLECTION,
      {
        title: '',
        description: '',
        date: '',
        location: '',
        city: '',
        image: '',
        registrationUrl: null,
        agendaItems: 0,
        isHidden: false,
        isFeatured: false,
        inTrash: false,
        purged: false,
      },
      EVENT_FACTS,
      [ANALYTICS_FEATURED_MONTHS_COLLECTION],
    );
  }

  override apply(domainEvent: ProjectedDomainEvent, store: ReadStore): Applied {
    const applied = super.apply(domainEvent, store);
    if (domainEvent.type !== 'EventFeatured' && domainEvent.type !== 'EventUnfeatured') return applied;
    const month = domainEvent.metadata.occurredAt.slice(0, 7);
    return andThen(applied, () =>
      updateDocument<FeaturedMonth>(store, ANALYTICS_FEATURED_MONTHS_COLLECTION, month, domainEvent, (current) => {
        const counts = current ?? { month, featured: 0, unfeatured: 0 };
        return domainEvent.type === 'EventFeatured'
          ? { ...counts, featured: counts.featured + 1 }
          : { ...counts, unfeatured: counts.unfeatured + 1 };
      }),
    );
  }
}

const SPEAKER_FACTS: Record<string, FactOf<SpeakerFacts>> = {
  eventId: ['eventId', nullableText],
  name: ['name', text],
  profession: ['profession', text],
  specialty: ['specialty', text],
  lectureTitle: ['lectureTitle', text],
  email: ['email', text],
  image: ['image', text],
  socialLinks: ['socialLinkCount', socialLinkCount],
  isFeatured: ['isFeatured', bool],
  inTrash: ['inTrash', bool],
  purged: ['purged', bool],
};

/** `analytics-speakers`: one document per speaker. */
@Injectable()
export class SpeakerAnalyticsProjection extends EntityFactsProjection<SpeakerFacts> {
  readonly name = 'analytics-speakers';

  constructor() {
    super(
      'speaker',
      ANALYTICS_SPEAKERS_COLLECTION,
      {
        eventId: null,
        name: '',
        profession: '',
        specialty: '',
        lectureTitle: '',
        email: '',
        image: '',
        socialLinkCount: 0,
        isFeatured: false,
        inTrash: false,
        purged: false,
      },
      SPEAKER_FACTS,
    );
  }
}

const SPONSOR_FACTS: Record<string, FactOf<SponsorFacts>> = {
  name: ['name', text],
  tier: ['tier', (value) => text(value) || 'silver'],
  eventId: ['eventId', nullableText],
  isGlobalSponsor: ['isGlobalSponsor', bool],
  removed: ['removed', bool],
  inTrash: ['inTrash', bool],
  purged: ['purged', bool],
};

/** `analytics-sponsors`: one document per sponsor. */
@Injectable()
export class SponsorAnalyticsProjection extends EntityFactsProjection<SponsorFacts> {
  readonly name = 'analytics-sponsors';

  constructor() {
    super(
      'sponsor',
      ANALYTICS_SPONSORS_COLLECTION,
      { name: '', tier: 'silver', eventId: null, isGlobalSponsor: false, removed: false },
      SPONSOR_FACTS,
    );
  }
}

const SUBMISSION_FACTS: Record<string, FactOf<SubmissionFacts>> = {
  status: ['status', (value) => text(value) || 'pending'],
  submittedAt: ['submittedAt', nullableText],
  reviewedAt: ['reviewedAt', nullableText],
  eventCreated: ['eventCreated', bool],
};

/** `analytics-submissions`: one document per submission with its status and review times. */
@Injectable()
export class SubmissionAnalyticsProjection extends EntityFactsProjection<SubmissionFacts> {
  readonly name = 'analytics-submissions';

  constructor() {
    super(
      'submission',
      ANALYTICS_SUBMISSIONS_COLLECTION,
      { status: 'pending', submittedAt: null, reviewedAt: null, eventCreated: false },
      SUBMISSION_FACTS,
    );
  }
}

export const analyticsProjectionClasses = [
  EventAnalyticsProjection,
  SpeakerAnalyticsProjection,
  SponsorAnalyticsProjection,
  SubmissionAnalyticsProjection,
];
