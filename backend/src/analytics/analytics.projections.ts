import { Injectable } from '@nestjs/common';
import { agendaHasItems, hasRealImage, isSetSocialLink, type EntityKind } from '@dental/contracts';
import {
  DocumentsProjection,
  patch,
  update,
  type DocumentUpdate,
  type DocumentsHandlers,
  type Projected,
} from '../event-sourcing/projections/projection';
import { dataOf, domainEventTypesOf, entityOf, readingOf } from '../shared/entity-state';

/**
 * The analytics read models, built only from domain events. Each keeps one small document per
 * entity (only the fields the figures need, folded by each type's reading in the catalogue, as the
 * audit history folds them), so new domain event types in the catalogue are picked up without changes here. The
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
  /** Whether the event page would show any agenda item (a session, break or group) on any day. */
  hasAgenda: boolean;
  isHidden: boolean;
  isFeatured: boolean;
  inTrash: boolean;
  purged: boolean;
}

/** What a speaker's image is, for the figures: none, a placeholder, or a real picture (hasRealImage). */
export type ImageKind = 'none' | 'placeholder' | 'real';

/**
 * Whether each profile field is filled, not the field itself: the figures count filled fields,
 * and 400,000 speakers' names, e-mails and titles were most of the analytics' memory at +50,000
 * catalogue events (decision 0088).
 */
export interface SpeakerFacts {
  eventId: string | null;
  hasName: boolean;
  hasProfession: boolean;
  hasSpecialty: boolean;
  hasLectureTitle: boolean;
  hasEmail: boolean;
  image: ImageKind;
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
/** Whether a field holds more than spaces: what the report counts as filled in. */
export const isFilled = (value: unknown): boolean => text(value).trim() !== '';
const imageKind = (value: unknown): ImageKind =>
  !isFilled(value) ? 'none' : hasRealImage(text(value)) ? 'real' : 'placeholder';
const nullableText = (value: unknown) => (typeof value === 'string' ? value : null);
const bool = (value: unknown) => value === true;

function socialLinkCount(links: unknown): number {
  if (!links || typeof links !== 'object') return 0;
  return Object.values(links as Record<string, unknown>).filter(
    (url) => typeof url === 'string' && isSetSocialLink(url),
  ).length;
}

/** Where a field of the generic entity state goes in the facts: the fact's name and how its value is read. */
type FactOf<TFacts> = readonly [fact: keyof TFacts & string, read: (value: unknown) => unknown];

/**
 * Any domain event of the catalogue: these read models take every type about their kind of entity,
 * including types added later, so their handlers are made from the catalogue rather than written
 * one by one.
 */
type CataloguedDomainEvent = { type: string; data: unknown };
type Handlers = DocumentsHandlers<CataloguedDomainEvent>;

/**
 * One handler for every type about entities of `kind`: it folds the domain event into the entity's
 * facts with its type's fold (its reading in the catalogue). The fields the fold sets that the facts
 * keep are read into them, and a creation starts from the defaults. Only the changed facts are
 * returned (a patch, which a rebuild applies in place): folding a whole state and copying it for
 * every domain event made analytics the slowest part of a replay after the audit log.
 */
function entityFactsHandlers<TFacts extends object>(
  kind: EntityKind,
  collection: string,
  /** Every fact's value for an entity the domain events have said nothing about yet. */
  defaults: TFacts,
  /** Keyed by the entity state's field. */
  facts: Readonly<Record<string, FactOf<TFacts>>>,
): Handlers {
  const handler = (domainEvent: Projected<CataloguedDomainEvent>): DocumentUpdate[] => {
    const entity = entityOf(domainEvent);
    if (!entity) return [];
    return [
      update<TFacts>(collection, entity.id, (current) => {
        const folded = readingOf(domainEvent.type).fold(dataOf(domainEvent), domainEvent.metadata, current ?? {});
        const changes: Partial<Record<keyof TFacts, unknown>> = folded.replace || !current ? { ...defaults } : {};
        for (const field in folded.set) {
          const fact = facts[field];
          if (fact !== undefined) changes[fact[0]] = fact[1](folded.set[field]);
        }
        return patch(changes as Partial<TFacts>);
      }),
    ];
  };
  return Object.fromEntries([...domainEventTypesOf([kind])].map((type) => [type, handler]));
}

const EVENT_FACTS: Record<string, FactOf<EventFacts>> = {
  title: ['title', text],
  description: ['description', text],
  date: ['date', text],
  location: ['location', text],
  city: ['city', text],
  image: ['image', text],
  registrationUrl: ['registrationUrl', nullableText],
  // The agenda itself is not kept, nor read: whether it lists a session is all the figures ask.
  agenda: ['hasAgenda', agendaHasItems],
  isHidden: ['isHidden', bool],
  isFeatured: ['isFeatured', bool],
  inTrash: ['inTrash', bool],
  purged: ['purged', bool],
};

const eventFacts = entityFactsHandlers<EventFacts>(
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
    hasAgenda: false,
    isHidden: false,
    isFeatured: false,
    inTrash: false,
    purged: false,
  },
  EVENT_FACTS,
);

/** One more feature or unfeature in the month the domain event happened. */
function countedInMonth(domainEvent: Projected<CataloguedDomainEvent>, count: 'featured' | 'unfeatured') {
  const month = domainEvent.metadata.occurredAt.slice(0, 7);
  return update<FeaturedMonth>(ANALYTICS_FEATURED_MONTHS_COLLECTION, month, (current) => {
    const counts = current ?? { month, featured: 0, unfeatured: 0 };
    return { ...counts, [count]: counts[count] + 1 };
  });
}

/** `analytics-events`: one document per event, plus EventFeatured/EventUnfeatured counts per month. */
@Injectable()
export class EventAnalyticsProjection extends DocumentsProjection<CataloguedDomainEvent> {
  constructor() {
    super({
      name: 'analytics-events',
      // 2: whether the agenda lists a session, not how many items it shows (decision 0089).
      version: 2,
      collections: [ANALYTICS_EVENTS_COLLECTION, ANALYTICS_FEATURED_MONTHS_COLLECTION],
      // One document per event, read whole by the report alone, which keeps what it counts of
      // each (decision 0128); the months are few and stay in memory.
      keptOnFile: [ANALYTICS_EVENTS_COLLECTION],
      // Whether each agenda lists a session, for the dashboard's first answer (DashboardService):
      // from an index, not from 50,000 documents spread over the file (0.35 s at +50,000).
      listed: { fields: ['hasAgenda'] },
      on: {
        ...eventFacts,
        EventFeatured: (domainEvent) => [
          ...eventFacts.EventFeatured(domainEvent),
          countedInMonth(domainEvent, 'featured'),
        ],
        EventUnfeatured: (domainEvent) => [
          ...eventFacts.EventUnfeatured(domainEvent),
          countedInMonth(domainEvent, 'unfeatured'),
        ],
      },
    });
  }
}

const SPEAKER_FACTS: Record<string, FactOf<SpeakerFacts>> = {
  eventId: ['eventId', nullableText],
  name: ['hasName', isFilled],
  profession: ['hasProfession', isFilled],
  specialty: ['hasSpecialty', isFilled],
  lectureTitle: ['hasLectureTitle', isFilled],
  email: ['hasEmail', isFilled],
  image: ['image', imageKind],
  socialLinks: ['socialLinkCount', socialLinkCount],
  isFeatured: ['isFeatured', bool],
  inTrash: ['inTrash', bool],
  purged: ['purged', bool],
};

/** `analytics-speakers`: one document per speaker. */
@Injectable()
export class SpeakerAnalyticsProjection extends DocumentsProjection<CataloguedDomainEvent> {
  constructor() {
    super({
      name: 'analytics-speakers',
      // 2: whether each field is filled, not the field (decision 0088).
      version: 2,
      collections: [ANALYTICS_SPEAKERS_COLLECTION],
      // One small document per speaker record, read whole by the report alone (decision 0091).
      keptOnFile: [ANALYTICS_SPEAKERS_COLLECTION],
      on: entityFactsHandlers<SpeakerFacts>(
        'speaker',
        ANALYTICS_SPEAKERS_COLLECTION,
        {
          eventId: null,
          hasName: false,
          hasProfession: false,
          hasSpecialty: false,
          hasLectureTitle: false,
          hasEmail: false,
          image: 'none',
          socialLinkCount: 0,
          isFeatured: false,
          inTrash: false,
          purged: false,
        },
        SPEAKER_FACTS,
      ),
    });
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
export class SponsorAnalyticsProjection extends DocumentsProjection<CataloguedDomainEvent> {
  constructor() {
    super({
      name: 'analytics-sponsors',
      collections: [ANALYTICS_SPONSORS_COLLECTION],
      on: entityFactsHandlers<SponsorFacts>(
        'sponsor',
        ANALYTICS_SPONSORS_COLLECTION,
        { name: '', tier: 'silver', eventId: null, isGlobalSponsor: false, removed: false },
        SPONSOR_FACTS,
      ),
    });
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
export class SubmissionAnalyticsProjection extends DocumentsProjection<CataloguedDomainEvent> {
  constructor() {
    super({
      name: 'analytics-submissions',
      collections: [ANALYTICS_SUBMISSIONS_COLLECTION],
      on: entityFactsHandlers<SubmissionFacts>(
        'submission',
        ANALYTICS_SUBMISSIONS_COLLECTION,
        { status: 'pending', submittedAt: null, reviewedAt: null, eventCreated: false },
        SUBMISSION_FACTS,
      ),
    });
  }
}
