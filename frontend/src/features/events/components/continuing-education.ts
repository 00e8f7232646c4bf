import {
  AGD_SUBJECTS,
  agdSubjectLabel,
  sessionCreditsText,
  CREDIT_TYPE_LABELS,
  EVENT_FORMAT_LABELS,
  creditsBadge,
  formatFee,
  formatCredits,
  normaliseAgenda,
  timeZoneLongName,
  type AgendaItem,
  type AgendaSession,
  type CeCredits,
  type CreditType,
  type EventFee,
  type EventFormat,
  type EventListing,
} from '@dental/contracts';

/**
 * How the public pages word continuing-education (CE) data. Pure, so the server's render and the
 * browser's agree, and tested on their own.
 *
 * Listings saved before CE data existed (an admin's 'as of' view replays them) lack these fields,
 * so every rule accepts them missing.
 */

type CreditsOf = Partial<Pick<EventListing, 'ceCredits' | 'estimatedCeCredits'>>;

const creditWord = (credits: number) => (credits === 1 ? 'credit' : 'credits');

/**
 * The card's badge: 'Up to 14 CE credits' from the agenda, else 'About 12 CE credits' from the
 * organiser's estimate. Null when neither says anything worth a badge (no credits, or zero).
 */
export function cardCreditsLabel(event: CreditsOf): string | null {
  if (event.ceCredits) return event.ceCredits.max > 0 ? creditsBadge(event.ceCredits.max) : null;
  const estimate = event.estimatedCeCredits;
  return typeof estimate === 'number' && estimate > 0
    ? `About ${formatCredits(estimate)} CE ${creditWord(estimate)}`
    : null;
}

/** The event page's headline: what one person can earn, and whether it is worked out or estimated. */
export type CreditsHeadline =
  | { kind: 'agenda'; text: string }
  | { kind: 'estimate'; text: string }
  /** Sessions state credits, all of them zero. */
  | { kind: 'none'; text: string };

export function creditsHeadline(event: CreditsOf): CreditsHeadline | null {
  const credits = event.ceCredits;
  if (credits) {
    return credits.max > 0
      ? { kind: 'agenda', text: `Earn up to ${formatCredits(credits.max)} CE ${creditWord(credits.max)}` }
      : { kind: 'none', text: 'The agenda lists no CE credits' };
  }
  const estimate = event.estimatedCeCredits;
  if (typeof estimate === 'number' && estimate > 0)
    return { kind: 'estimate', text: `About ${formatCredits(estimate)} CE ${creditWord(estimate)}` };
  return null;
}

export interface CreditsByType {
  type: CreditType;
  label: string;
  credits: number;
  text: string;
}

/**
 * Lecture and participation credits, each only when the agenda offers some. Each is the most of
 * that kind one person can earn, so with concurrent sessions of both kinds they add up to more
 * than the maximum (`exceedsMax` says so, and the page explains it).
 */
export function creditsByType(credits: CeCredits): { types: CreditsByType[]; exceedsMax: boolean } {
  const types = (['lecture', 'participation'] as const)
    .filter((type) => credits[type] > 0)
    .map((type) => ({
      type,
      label: CREDIT_TYPE_LABELS[type],
      credits: credits[type],
      text: `up to ${formatCredits(credits[type])} ${creditWord(credits[type])}`,
    }));
  return { types, exceedsMax: credits.lecture + credits.participation > credits.max + 1e-9 };
}

/** One session's credits as its agenda row shows them: '1.5 CE · Lecture', '3 CE', or null without credits. */
export function sessionCreditsLabel(session: Pick<AgendaSession, 'ceCredits' | 'creditType'>): string | null {
  const credits = session.ceCredits;
  if (typeof credits !== 'number' || !Number.isFinite(credits) || credits < 0) return null;
  return sessionCreditsText(credits, session.creditType);
}

/**
 * A workshop group's header, shown while it is closed: the most one of its concurrent sessions
 * earns ('Up to 3 CE'), since a person attends one of them. Null when none states credits.
 */
export function workshopGroupCreditsLabel(
  sessions: ReadonlyArray<{ session: Pick<AgendaSession, 'ceCredits'> }>,
): string | null {
  const credits = sessions
    .map(({ session }) => session.ceCredits)
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0);
  return credits.length > 0 ? `Up to ${formatCredits(Math.max(...credits))} CE` : null;
}

/** '690 Implants' (one wording everywhere: `agdSubjectLabel` in contracts). */
export const subjectLabel = agdSubjectLabel;

const SUBJECT_ORDER = new Map<string, number>(AGD_SUBJECTS.map((subject, index) => [subject.code, index]));

/**
 * The subjects an event teaches: its own, and those of its sessions (an organiser often codes the
 * sessions only), once each, in the order of the AGD's list.
 */
export function eventSubjects(event: Partial<Pick<EventListing, 'topics' | 'agenda'>>): string[] {
  const codes = new Set<string>(event.topics ?? []);
  for (const day of normaliseAgenda(event.agenda ?? null).days)
    for (const item of day.items)
      for (const session of sessionsOf(item)) for (const code of session.topics ?? []) codes.add(code);
  return [...codes].sort(
    (a, b) => (SUBJECT_ORDER.get(a) ?? Infinity) - (SUBJECT_ORDER.get(b) ?? Infinity) || a.localeCompare(b),
  );
}

function sessionsOf(item: AgendaItem): AgendaSession[] {
  switch (item.kind) {
    case 'break':
      return [];
    case 'session':
      return [item.session];
    case 'workshop-group':
      return item.sessions.map(({ session }) => session);
    case 'corporate-forum':
      return [item.session, ...item.sessions.map(({ session }) => session)];
  }
}

/** 'Virtual' or 'Hybrid' for a card; nothing for the usual in-person meeting, which the location already tells. */
export function cardFormatLabel(format: EventFormat | undefined): string | null {
  return format && format !== 'in_person' ? EVENT_FORMAT_LABELS[format] : null;
}

export function formatLabel(format: EventFormat | undefined): string {
  return EVENT_FORMAT_LABELS[format ?? 'in_person'];
}

/**
 * 'Central Time (America/Chicago)': the zone as people say it, with its IANA name, which is
 * unambiguous. The IANA name alone when the runtime has no better name for it; null without a zone.
 */
export function timeZoneLabel(timezone: string | null | undefined): string | null {
  if (!timezone) return null;
  // The generic name ('Central Time') is the same all year, so the server's render and the browser's agree.
  const name = timeZoneLongName(timezone, null);
  // A zone with no name of its own comes back as an offset ('GMT-05:00'), which misleads in summer.
  return name && !/^GMT|^UTC$/.test(name) ? `${name} (${timezone})` : timezone;
}

/**
 * '$895 USD', 'CA$1,250.50': the site lists meetings in both countries, so a bare '$' would leave a
 * visitor guessing which dollar; Canadian amounts already say so. 'Free' for nothing to pay.
 */
export function feeAmount(fee: Pick<EventFee, 'amount' | 'currency'>): string {
  if (fee.amount === 0) return 'Free';
  const amount = formatFee(fee);
  return fee.currency === 'USD' ? `${amount} USD` : amount;
}

/** Whether the event page has anything for its 'Continuing Education' section. */
export function hasContinuingEducation(
  event: Partial<
    Pick<
      EventListing,
      | 'ceCredits'
      | 'estimatedCeCredits'
      | 'ceProvider'
      | 'audiences'
      | 'topics'
      | 'fees'
      | 'commercialSupport'
      | 'agenda'
    >
  >,
): boolean {
  return Boolean(
    creditsHeadline(event) ||
    event.ceProvider ||
    event.audiences?.length ||
    event.fees?.length ||
    event.commercialSupport ||
    eventSubjects(event).length > 0,
  );
}
