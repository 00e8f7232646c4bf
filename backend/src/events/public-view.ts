import {
  matchSpeakerAmong,
  nameCandidates,
  normaliseAgenda,
  sessionDay,
  speakerNamesOf,
  speakerSearchText,
  type AgendaItem,
  type AgendaSession,
  type EventListing,
  type NormalisedAgenda,
  type SessionWithSpeakers,
  type Speaker,
  type SpeakerSession,
} from '@dental/contracts';

/**
 * What a public view reads of a speaker record: its order (bySpeakerOrder), its name, and what
 * its search text holds. A replay lists these fields of every record (ReadStore.listFields)
 * instead of copies of whole records.
 */
export const PUBLIC_VIEW_SPEAKER_FIELDS = [
  'id',
  'eventId',
  'trashedAt',
  'createdAt',
  'name',
  'profession',
  'specialty',
  'credentials',
  'lectureTitle',
] as const satisfies ReadonlyArray<keyof Speaker>;

/** A speaker record as a public view reads it (PUBLIC_VIEW_SPEAKER_FIELDS). */
export type PublicViewSpeaker = Pick<Speaker, (typeof PUBLIC_VIEW_SPEAKER_FIELDS)[number]>;

/** A session as a speaker page lists it, with its place in its event's agenda. */
export interface AgendaPlace {
  order: number;
  session: SpeakerSession;
}

/**
 * One of an event's speakers as its public view keeps them: which agenda sessions name them, the
 * subjects of those sessions, and their search text. The sessions themselves are read from the
 * event's agenda when a speaker page gives them (agendaPlacesOf), not copied (decision 0087).
 */
export interface SpeakerSessions {
  id: string;
  /** The places (AgendaPlace.order) of the agenda sessions naming this speaker, in agenda order (empty when none does). */
  places: number[];
  /** The subject codes of those sessions, each once, in the order they first come. */
  topics: string[];
  /** What the speaker search matches words against (speakerSearchText, with the sessions' titles). */
  searchText: string;
}

/**
 * What the public views need of one public event that its agenda and speakers decide, worked out
 * when the event, its agenda or its speakers change and kept as a read model of its own
 * (decision 0075), so a start loads it instead of normalising every agenda and matching every
 * speaker again. What the event's own fields give cheaply (its days, which depend on the
 * server's time zone, its city, credits and facets) is worked out when the view is loaded.
 */
export interface PublicView {
  /** The position of the event's document it was derived from: a view of another state of the event is not used. */
  eventPosition: number;
  /** Title, description, location, city, session titles and speaker names in lower case, each line once, for `q`. */
  text: string;
  /** Subject codes of the event and of every session. */
  topics: string[];
  /** The event's speaker records that are not trashed, in speaker order. */
  speakers: SpeakerSessions[];
}

/**
 * The public view of a public event: `speakers` are its speaker records that are not trashed, in
 * speaker order (PublicEventViews.speakersOf). The agenda is normalised once, for the search text,
 * the subjects and the matching of sessions to speakers alike. It keeps no copy of the agenda
 * (decision 0086): the answers that give it add the sessions' keys when they are made.
 */
export function derivePublicView(
  event: EventListing,
  eventPosition: number,
  speakers: readonly PublicViewSpeaker[],
): PublicView {
  const agenda = normaliseAgenda(event.agenda);
  const sessions = agenda.days.flatMap((day) => day.items.flatMap(sessionsOf));
  const topics = new Set<string>(event.topics ?? []);
  for (const { session } of sessions) for (const code of session.topics ?? []) topics.add(code);
  const agendaWords = sessions.flatMap(({ session, speakerNames }) => [session.title, ...speakerNames]);
  const speakerNames = speakers.map((speaker) => speaker.name);
  return {
    eventPosition,
    // Each line once: an agenda names a speaker, and often a title, once per session. `q` matches a
    // word within one line, so a repeat finds nothing more (decision 0090).
    text: [
      ...new Set(
        [event.title, event.description, event.location, event.city, ...agendaWords, ...speakerNames].map((field) =>
          (field ?? '').toLowerCase(),
        ),
      ),
    ].join('\n'),
    topics: [...topics],
    speakers: matchSessions(event, agenda, speakers),
  };
}

/**
 * Whether a stored view can stand for the event as it is now: of this state of the event's
 * document, for the same speakers in the same order, and of the shape derivePublicView gives. A
 * view that is not (a file written by hand, a read model another process left behind) is derived
 * again.
 */
export function isCurrentPublicView(
  view: unknown,
  eventPosition: number,
  speakers: readonly Pick<Speaker, 'id'>[],
): view is PublicView {
  if (typeof view !== 'object' || view === null) return false;
  const candidate = view as Partial<PublicView>;
  if (candidate.eventPosition !== eventPosition || typeof candidate.text !== 'string') return false;
  if (!Array.isArray(candidate.topics)) return false;
  const kept = candidate.speakers;
  if (!Array.isArray(kept) || kept.length !== speakers.length) return false;
  return kept.every(
    (entry, index) =>
      typeof entry === 'object' &&
      entry !== null &&
      entry.id === speakers[index].id &&
      Array.isArray(entry.places) &&
      Array.isArray(entry.topics) &&
      typeof entry.searchText === 'string',
  );
}

/**
 * Which agenda sessions name which of the event's speakers, and each one's search text: each
 * speaker's name read once, and each name the agenda gives matched once however many sessions give it.
 */
function matchSessions(
  event: EventListing,
  agenda: NormalisedAgenda,
  speakers: readonly PublicViewSpeaker[],
): SpeakerSessions[] {
  const candidates = nameCandidates(speakers);
  const matched = new Map<string, PublicViewSpeaker | undefined>();
  const speakerNamed = (name: string) => {
    if (!matched.has(name)) matched.set(name, matchSpeakerAmong(name, candidates));
    return matched.get(name);
  };
  const sessions = new Map<string, AgendaPlace[]>(speakers.map((speaker) => [speaker.id, []]));
  for (const { names, place } of agendaPlaces(event, agenda)) {
    const named = new Set(
      names.map(speakerNamed).filter((speaker): speaker is PublicViewSpeaker => speaker !== undefined),
    );
    for (const speaker of named) sessions.get(speaker.id)!.push(place);
  }
  return speakers.map((speaker) => {
    const own = sessions.get(speaker.id)!;
    return {
      id: speaker.id,
      places: own.map((place) => place.order),
      topics: [...new Set(own.flatMap((place) => place.session.topics))],
      searchText: speakerSearchText(
        speaker,
        own.map((place) => place.session.title),
      ),
    };
  });
}

/** Every agenda session of a public event that can name speakers, in agenda order (AgendaPlace.order is the index). */
export function agendaPlacesOf(event: EventListing): AgendaPlace[] {
  return agendaPlaces(event, normaliseAgenda(event.agenda)).map(({ place }) => place);
}

/** An agenda day as a speaker's sessions name it: its label, and its calendar day when known. */
interface DayPlace {
  label: string | null;
  isoDay: string | null;
}

/**
 * Every session of an event's agenda that can name speakers, in agenda order, with the names it
 * gives: plain sessions, each session of a workshop group (at the group's time when it has none
 * of its own), a corporate forum and each of its sessions. Breaks name nobody.
 */
function agendaPlaces(event: EventListing, agenda: NormalisedAgenda): Array<{ names: string[]; place: AgendaPlace }> {
  const places: Array<{ names: string[]; place: AgendaPlace }> = [];
  const eventDays = { startDate: event.startDate ?? null, endDate: event.endDate ?? null };
  // A session's calendar day, so the speaker page writes it, and its time's zone, as the event page does.
  const add = (day: DayPlace, session: AgendaSession, names: string[], groupTime: string | null = null) =>
    places.push({
      names,
      place: {
        order: places.length,
        session: {
          day: day.label,
          isoDay: day.isoDay,
          time: session.time?.trim() || groupTime,
          title: session.title,
          ceCredits: typeof session.ceCredits === 'number' ? session.ceCredits : null,
          creditType: session.creditType ?? null,
          // A copy: a speaker page's sessions are kept apart from the event's document, which a rebuild patches in place.
          topics: [...(session.topics ?? [])],
        },
      },
    });
  for (const [dayIndex, agendaDay] of agenda.days.entries()) {
    const day = { label: agendaDay.label, isoDay: sessionDay(agendaDay.label, dayIndex, eventDays) };
    for (const item of agendaDay.items) {
      if (item.kind === 'session') add(day, item.session, item.speakerNames);
      else if (item.kind === 'workshop-group')
        for (const nested of item.sessions) add(day, nested.session, nested.speakerNames, item.time);
      else if (item.kind === 'corporate-forum') {
        add(day, item.session, speakerNamesOf(item.session));
        for (const nested of item.sessions)
          add(day, nested.session, nested.speakerNames, item.session.time?.trim() || null);
      }
    }
  }
  return places;
}

/** Every session of an agenda item, nested ones included, with the speakers it names. */
function sessionsOf(item: AgendaItem): SessionWithSpeakers[] {
  switch (item.kind) {
    case 'break':
      return [];
    case 'session':
      return [{ session: item.session, speakerNames: item.speakerNames }];
    case 'workshop-group':
      return item.sessions;
    case 'corporate-forum':
      return [{ session: item.session, speakerNames: [] }, ...item.sessions];
  }
}
