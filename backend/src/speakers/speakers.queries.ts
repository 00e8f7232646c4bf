import type { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  AGD_SUBJECTS,
  HOME_SPEAKER_GROUPS_LIMIT,
  SPEAKER_EVENT_OPTIONS_LIMIT,
  comparableName,
  filterSpeakers,
  isHttpUrl,
  matchSpeakerByName,
  normaliseAgenda,
  publicSpeakerView,
  selectHomeFeaturedSpeakers,
  speakerNamesOf,
  type AgendaSession,
  type EventListing,
  type EventReference,
  type FeaturedSpeakersAnswer,
  type Speaker,
  type SpeakerAppearance,
  type SpeakerAppearanceEvent,
  type SpeakerProfile,
  type SpeakerSearchAnswer,
  type SpeakerSearchQuery,
  type SpeakerSession,
  type TrashedSpeakerSchema,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { Audience, EventsQueries } from '../events/events.queries';
import { purgeDueAt } from '../shared/domain/trash-retention';
import { PublicEventEntry, PublicEventViews, PublicEventsSnapshot, localDayKey } from '../events/public-event-views';
import { Clock } from '../shared/clock';
import { notFound } from '../shared/domain/domain-errors';
import { groupSpeakerPeople } from './domain/speaker-people';
import { SPEAKER_NOT_FOUND } from './domain/speaker.decider';
import { SPEAKERS_COLLECTION } from './projections/speakers.projection';

/** A speaker in the trash as the trash list answers it: the contracts' answer schema is its one declaration. */
export type TrashedSpeaker = z.output<typeof TrashedSpeakerSchema>;

/** The public speakers at one read-model position. */
export interface PublicSpeakers {
  events: PublicEventsSnapshot;
  /** Every public speaker as the public receives it (publicSpeakerView), in speaker order. */
  list: readonly Speaker[];
  /** The same, per event. */
  listByEvent: ReadonlyMap<string, readonly Speaker[]>;
  /** The public speakers as stored, per event, in speaker order. */
  byEvent: ReadonlyMap<string, readonly Speaker[]>;
  /** The same with each person once (onePerPerson), as the speaker lists show them. */
  dedupedByEvent: ReadonlyMap<string, readonly Speaker[]>;
  /** What the public receives of each public speaker, by id. */
  shown: ReadonlyMap<string, Speaker>;
  /**
   * Each public speaker's person (domain/speaker-people.ts): the ids of the person's public
   * records, oldest first. The first is the person's canonical page.
   */
  personOf: ReadonlyMap<string, readonly string[]>;
  /** The agenda sessions naming each public speaker, in agenda order. */
  sessionsOf: ReadonlyMap<string, readonly AgendaPlace[]>;
  /** Each public speaker's subjects: their sessions' and their event's, for the topic filter. */
  topicsOf: ReadonlyMap<string, ReadonlySet<string>>;
}

/** A session as a speaker page lists it, with its place in its event's agenda. */
interface AgendaPlace {
  order: number;
  session: SpeakerSession;
}

/** A public speaker matching by a calendar feed's `speaker` parameter: the person's public records and events. */
export interface PublicPerson {
  speaker: Speaker;
  canonicalId: string;
  eventIds: ReadonlySet<string>;
}

interface SpeakerGroup {
  entry: PublicEventEntry;
  speakers: readonly Speaker[];
  deduped: readonly Speaker[];
}

/** The public speakers at one position on one local calendar day. */
interface TimedPublicSpeakers extends PublicSpeakers {
  /** Events with speakers: not over yet first (soonest first), then past ones (newest first). */
  groups: readonly SpeakerGroup[];
  groupById: ReadonlyMap<string, SpeakerGroup>;
  /** Every group's deduped speakers, one after the other. */
  ordered: readonly Speaker[];
  /** Each group's place in `groups`: the order of a speaker page's appearances. */
  eventOrder: ReadonlyMap<string, number>;
  eventOptions: ReadonlyArray<Pick<EventListing, 'id' | 'title'>>;
  featured: ReadonlyArray<{ event: EventReference; speakers: Speaker[] }>;
}

/** Speakers in the order they were added; name and id break ties so the order never wobbles. */
const bySpeakerOrder = (a: Speaker, b: Speaker) =>
  a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * Reads of the `speakers` read model. A speaker is as visible as its event: the public sees
 * speakers of public events only, admins also those of hidden events; nobody sees trashed
 * speakers or speakers of trashed events in the lists (the trash has its own list). What a
 * speaker or their event hides (abstract, social links) is left out of what the public receives.
 *
 * The public views are worked out once per read-model position (and per local day where timing
 * matters); requests filter and page over them.
 */
@Injectable()
export class SpeakersQueries {
  private publicMemo: { position: number; value: Promise<PublicSpeakers> } | null = null;
  private timedMemo: { key: string; value: Promise<TimedPublicSpeakers> } | null = null;

  constructor(
    private readonly readStore: ReadStore,
    private readonly events: EventsQueries,
    private readonly eventViews: PublicEventViews,
    private readonly projections: ProjectionEngine,
    private readonly clock: Clock,
  ) {}

  async all(): Promise<Speaker[]> {
    return (await this.readStore.list<Speaker>(SPEAKERS_COLLECTION)).map((document) => document.value);
  }

  async find(id: string): Promise<Speaker | null> {
    return (await this.readStore.get<Speaker>(SPEAKERS_COLLECTION, id))?.value ?? null;
  }

  async list(audience: Audience, eventId?: string): Promise<readonly Speaker[]> {
    if (audience === 'public') {
      const views = await this.publicSpeakers();
      return eventId === undefined ? views.list : (views.listByEvent.get(eventId) ?? []);
    }
    const visibleEvents = await this.visibleEventIds(audience);
    return (await this.all())
      .filter((speaker) => speaker.trashedAt === null && visibleEvents.has(speaker.eventId))
      .filter((speaker) => eventId === undefined || speaker.eventId === eventId)
      .sort(bySpeakerOrder);
  }

  /** One speaker as the audience may see it; 404 otherwise. Admins see any speaker, trashed ones too. */
  async get(id: string, audience: Audience): Promise<Speaker> {
    const speaker = await this.find(id);
    if (!speaker) throw notFound(SPEAKER_NOT_FOUND);
    if (audience === 'admin') return speaker;
    const event = await this.events.find(speaker.eventId);
    if (speaker.trashedAt !== null || !event || !EventsQueries.isVisibleTo(event, 'public'))
      throw notFound(SPEAKER_NOT_FOUND);
    return publicSpeakerView(speaker, event);
  }

  /**
   * GET /api/speakers/search: each person once per event, groups in event order, paged after the
   * de-duplication so `total` counts what the pages list. Admins receive the speakers whole.
   */
  async search(query: SpeakerSearchQuery, audience: Audience): Promise<SpeakerSearchAnswer> {
    const views = await this.timedPublicSpeakers();
    const eventId = query.eventId ?? '';
    const anyEvent = eventId === '' || eventId === 'all';
    const chosen = anyEvent ? undefined : views.groupById.get(eventId);
    const topics = query.topic;
    const unfiltered = query.q === '' && topics.length === 0;
    const hasTopic = (speaker: Speaker) =>
      topics.length === 0 || topics.some((code) => views.topicsOf.get(speaker.id)?.has(code));
    const matching = (group: SpeakerGroup) =>
      unfiltered
        ? group.deduped
        : onePerPerson(filterSpeakers(group.speakers, { search: query.q }).filter(hasTopic), views.personOf);

    let found: readonly Speaker[];
    if (!anyEvent) found = chosen ? matching(chosen) : [];
    else if (unfiltered) found = views.ordered;
    else found = views.groups.flatMap(matching);

    const start = (query.page - 1) * query.pageSize;
    const page = found.slice(start, start + query.pageSize);
    const eventIds = [...new Set(page.map((speaker) => speaker.eventId))];
    const eventOptions = [...views.eventOptions];
    if (chosen && !eventOptions.some((option) => option.id === chosen.entry.event.id))
      eventOptions.push({ id: chosen.entry.event.id, title: chosen.entry.event.title });
    return {
      items: page.map((speaker) => this.asSeenBy(views, speaker, audience)),
      total: found.length,
      page: query.page,
      pageSize: query.pageSize,
      events: eventIds.map((id) => eventReference(views.groupById.get(id)!.entry.event)),
      eventOptions,
    };
  }

  /**
   * GET /api/speakers/:id/profile: the speaker page. The person is every record linked to this one
   * (domain/speaker-people.ts); their public events are listed in the /speakers groups' order, each
   * with their record there and the agenda sessions naming it. 404 for a speaker the public cannot see.
   */
  async profile(id: string): Promise<SpeakerProfile> {
    const views = await this.timedPublicSpeakers();
    const speaker = views.shown.get(id);
    if (!speaker) throw notFound(SPEAKER_NOT_FOUND);
    const records = views.personOf.get(id) ?? [id];
    const recordsByEvent = new Map<string, string[]>();
    for (const record of records) push(recordsByEvent, views.shown.get(record)!.eventId, record);

    const topics = new Set<string>();
    const appearances: SpeakerAppearance[] = [...recordsByEvent]
      .sort(([a], [b]) => (views.eventOrder.get(a) ?? Infinity) - (views.eventOrder.get(b) ?? Infinity))
      .map(([eventId, own]) => {
        // Two records of one person at one event (a duplicate) make one appearance, with the record asked for when it is one of them.
        const places = new Map<number, SpeakerSession>();
        for (const record of own)
          for (const place of views.sessionsOf.get(record) ?? []) places.set(place.order, place.session);
        const sessions = [...places].sort(([a], [b]) => a - b).map(([, session]) => session);
        for (const session of sessions) for (const code of session.topics) topics.add(code);
        return {
          event: appearanceEvent(views.events.byId.get(eventId)!.event),
          speaker: views.shown.get(own.includes(id) ? id : own[0])!,
          sessions,
        };
      });
    return {
      speaker: withPersonDetails(
        speaker,
        records.map((record) => views.shown.get(record)!),
      ),
      canonicalId: records[0],
      appearances,
      topics: inSubjectOrder(topics),
    };
  }

  /** The public person of a public speaker record, for the calendar feed of their events; null for a record the public cannot see. */
  async publicPerson(id: string): Promise<PublicPerson | null> {
    const views = await this.publicSpeakers();
    const speaker = views.shown.get(id);
    if (!speaker) return null;
    const records = views.personOf.get(id) ?? [id];
    return {
      speaker,
      canonicalId: records[0],
      eventIds: new Set(records.map((record) => views.shown.get(record)!.eventId)),
    };
  }

  /** GET /api/speakers/featured: the home page's groups, events not over yet only. */
  async featured(audience: Audience): Promise<FeaturedSpeakersAnswer> {
    const views = await this.timedPublicSpeakers();
    return views.featured.map(({ event, speakers }) => ({
      event,
      speakers: speakers.map((speaker) => this.asSeenBy(views, speaker, audience)),
    }));
  }

  /** The public speakers as of the read models' current position. */
  publicSpeakers(): Promise<PublicSpeakers> {
    const position = this.projections.position;
    if (this.publicMemo?.position !== position) {
      const value = this.buildPublicSpeakers();
      this.publicMemo = { position, value };
      value.catch(() => this.publicMemo?.value === value && (this.publicMemo = null));
    }
    return this.publicMemo.value;
  }

  async trashed(): Promise<TrashedSpeaker[]> {
    return (await this.all())
      .filter((speaker): speaker is Speaker & { trashedAt: string } => speaker.trashedAt !== null)
      .map((speaker) => ({ ...speaker, purgeAt: purgeDueAt(speaker.trashedAt).toISOString() }))
      .sort((a, b) => a.purgeAt.localeCompare(b.purgeAt) || a.id.localeCompare(b.id));
  }

  /** Speakers whose event is gone from the events read model (purged), trashed or not. */
  async ofMissingEvents(): Promise<Speaker[]> {
    const events = new Set((await this.events.all()).map((event) => event.id));
    return (await this.all()).filter((speaker) => !events.has(speaker.eventId));
  }

  private asSeenBy(views: PublicSpeakers, speaker: Speaker, audience: Audience): Speaker {
    return audience === 'admin' ? speaker : (views.shown.get(speaker.id) ?? speaker);
  }

  private async buildPublicSpeakers(): Promise<PublicSpeakers> {
    const events = await this.eventViews.snapshot();
    const everyone = await this.all();
    const speakers = everyone
      .filter((speaker) => speaker.trashedAt === null && events.byId.has(speaker.eventId))
      .sort(bySpeakerOrder);
    const byEvent = new Map<string, Speaker[]>();
    const listByEvent = new Map<string, Speaker[]>();
    const shown = new Map<string, Speaker>();
    const list = speakers.map((speaker) => {
      const view = publicSpeakerView(speaker, events.byId.get(speaker.eventId)!.event);
      shown.set(speaker.id, view);
      push(byEvent, speaker.eventId, speaker);
      push(listByEvent, speaker.eventId, view);
      return view;
    });

    // People are grouped over every record, hidden and trashed ones too: an admin's link through a
    // record of a hidden event still says two public records are one person. Only public records are kept.
    const { recordsOf } = groupSpeakerPeople(everyone);
    const personOf = new Map<string, readonly string[]>();
    for (const speaker of speakers) {
      if (personOf.has(speaker.id)) continue;
      const publicRecords = (recordsOf.get(speaker.id) ?? [speaker.id]).filter((id) => shown.has(id));
      for (const id of publicRecords) personOf.set(id, publicRecords);
    }

    const sessionsOf = new Map<string, AgendaPlace[]>();
    const topicsOf = new Map<string, Set<string>>();
    for (const [eventId, own] of byEvent) {
      const { event } = events.byId.get(eventId)!;
      for (const speaker of own) topicsOf.set(speaker.id, new Set(event.topics ?? []));
      for (const { names, place } of agendaPlaces(event)) {
        const named = new Set(
          names
            .map((name) => matchSpeakerByName(name, own))
            .filter((speaker): speaker is Speaker => speaker !== undefined),
        );
        for (const speaker of named) {
          push(sessionsOf, speaker.id, place);
          for (const code of place.session.topics) topicsOf.get(speaker.id)!.add(code);
        }
      }
    }
    const dedupedByEvent = new Map([...byEvent].map(([eventId, own]) => [eventId, onePerPerson(own, personOf)]));
    return { events, list, listByEvent, byEvent, dedupedByEvent, shown, personOf, sessionsOf, topicsOf };
  }

  private timedPublicSpeakers(): Promise<TimedPublicSpeakers> {
    const today = this.clock.now();
    const key = `${this.projections.position}|${localDayKey(today)}`;
    if (this.timedMemo?.key !== key) {
      const value = Promise.all([this.publicSpeakers(), this.eventViews.timed(today)]).then(([speakers, events]) =>
        groupByEvent(speakers, events.notPast, events.past),
      );
      this.timedMemo = { key, value };
      value.catch(() => this.timedMemo?.value === value && (this.timedMemo = null));
    }
    return this.timedMemo.value;
  }

  private async visibleEventIds(audience: Audience): Promise<Set<string>> {
    const events: EventListing[] = await this.events.all();
    return new Set(events.filter((event) => EventsQueries.isVisibleTo(event, audience)).map((event) => event.id));
  }
}

/** A public event as the speaker lists name it. */
export function eventReference(event: EventListing): EventReference {
  const { id, title, date, location, city, hideSocialMedia, hideAbstracts } = event;
  return { id, title, date, location, city, hideSocialMedia, hideAbstracts };
}

function groupByEvent(
  speakers: PublicSpeakers,
  notPast: readonly PublicEventEntry[],
  past: readonly PublicEventEntry[],
): TimedPublicSpeakers {
  const groups: SpeakerGroup[] = [];
  const featured: Array<{ event: EventReference; speakers: Speaker[] }> = [];
  for (const entry of [...notPast, ...past]) {
    const own = speakers.byEvent.get(entry.event.id);
    if (!own) continue;
    groups.push({ entry, speakers: own, deduped: speakers.dedupedByEvent.get(entry.event.id) ?? [] });
  }
  // The home page's groups: the rule of selectHomeFeaturedSpeakers, one event at a time in the
  // order above (events not over yet, soonest first), until there are enough groups.
  for (const entry of notPast) {
    if (featured.length >= HOME_SPEAKER_GROUPS_LIMIT) break;
    const own = speakers.byEvent.get(entry.event.id);
    if (!own) continue;
    const [group] = selectHomeFeaturedSpeakers([entry.event], own);
    if (group) featured.push({ event: eventReference(entry.event), speakers: group.speakers });
  }
  return {
    ...speakers,
    groups,
    groupById: new Map(groups.map((group) => [group.entry.event.id, group])),
    ordered: groups.flatMap((group) => group.deduped),
    eventOrder: new Map(groups.map((group, index) => [group.entry.event.id, index])),
    eventOptions: groups
      .slice(0, SPEAKER_EVENT_OPTIONS_LIMIT)
      .map((group) => ({ id: group.entry.event.id, title: group.entry.event.title })),
    featured,
  };
}

/**
 * Each person once, the first record winning: the lists show a person once per event. Records
 * with the same name count as one too, as they always have on /speakers, whatever their e-mails.
 */
export function onePerPerson<T extends Pick<Speaker, 'id' | 'name'>>(
  speakers: readonly T[],
  personOf: ReadonlyMap<string, readonly string[]>,
): T[] {
  const names = new Set<string>();
  const people = new Set<string>();
  return speakers.filter((speaker) => {
    const name = comparableName(speaker.name ?? '');
    const person = personOf.get(speaker.id)?.[0] ?? speaker.id;
    if (names.has(name) || people.has(person)) return false;
    names.add(name);
    people.add(person);
    return true;
  });
}

/**
 * A speaker record with the photo, credentials and profile link of the person's newest record that
 * has them, where this record has none: one record often carries what an admin entered only once.
 * The disclosure is never borrowed: it is given per event, and an empty one is not yet given.
 */
function withPersonDetails(speaker: Speaker, records: readonly Speaker[]): Speaker {
  const newestFirst = [...records].reverse();
  const filled = (has: (record: Speaker) => boolean) => (has(speaker) ? undefined : newestFirst.find(has));
  const image = filled((record) => record.image.trim() !== '');
  const credentials = filled((record) => (record.credentials ?? '').trim() !== '');
  const profile = filled((record) => isHttpUrl(record.profileUrl));
  if (!image && !credentials && !profile) return speaker;
  return {
    ...speaker,
    ...(image ? { image: image.image } : {}),
    ...(credentials ? { credentials: credentials.credentials } : {}),
    ...(profile ? { profileUrl: profile.profileUrl } : {}),
  };
}

/** A public event as a speaker page names it. */
function appearanceEvent(event: EventListing): SpeakerAppearanceEvent {
  return {
    ...eventReference(event),
    startDate: event.startDate ?? null,
    endDate: event.endDate ?? null,
    format: event.format,
  };
}

/**
 * Every session of an event's agenda that can name speakers, in agenda order, with the names it
 * gives: plain sessions, each session of a workshop group (at the group's time when it has none
 * of its own), a corporate forum and each of its sessions. Breaks name nobody.
 */
function agendaPlaces(event: EventListing): Array<{ names: string[]; place: AgendaPlace }> {
  const places: Array<{ names: string[]; place: AgendaPlace }> = [];
  const add = (day: string | null, session: AgendaSession, names: string[], groupTime: string | null = null) =>
    places.push({
      names,
      place: {
        order: places.length,
        session: {
          day,
          time: session.time?.trim() || groupTime,
          title: session.title,
          ceCredits: typeof session.ceCredits === 'number' ? session.ceCredits : null,
          creditType: session.creditType ?? null,
          topics: session.topics ?? [],
        },
      },
    });
  for (const day of normaliseAgenda(event.agenda).days) {
    for (const item of day.items) {
      if (item.kind === 'session') add(day.label, item.session, item.speakerNames);
      else if (item.kind === 'workshop-group')
        for (const nested of item.sessions) add(day.label, nested.session, nested.speakerNames, item.time);
      else if (item.kind === 'corporate-forum') {
        add(day.label, item.session, speakerNamesOf(item.session));
        for (const nested of item.sessions)
          add(day.label, nested.session, nested.speakerNames, item.session.time?.trim() || null);
      }
    }
  }
  return places;
}

const SUBJECT_ORDER = new Map<string, number>(AGD_SUBJECTS.map((subject, index) => [subject.code, index]));

/** Subject codes in the order of the AGD's list. */
function inSubjectOrder(codes: Iterable<string>): string[] {
  return [...codes].sort(
    (a, b) => (SUBJECT_ORDER.get(a) ?? Infinity) - (SUBJECT_ORDER.get(b) ?? Infinity) || a.localeCompare(b),
  );
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
