import {
  domainEventCatalogue,
  type DomainEventDefinition,
  type DomainEventMetadata,
  type EntityKind,
} from '@dental/contracts';

/**
 * A generic view of any entity's state, folded from its domain events without knowing its domain:
 * a flat record of named fields (title, isHidden, inTrash, ...). The audit history diffs two such
 * states to say which fields a domain event changed; the analytics read models keep a few of them.
 *
 * Known domain event types have an explicit rule below. A type added to the catalogue later
 * still folds sensibly by convention: `changes` is merged, *Created/*Added/*Received start the
 * state, *Hidden/*Shown, *Featured/*Unfeatured, *Trashed/*Restored/*Purged and *Removed toggle
 * flags, anything else merges its data fields.
 */
export type EntityState = Record<string, unknown>;

export interface EntityRef {
  kind: EntityKind;
  id: string;
}

export interface DomainEventLike {
  type: string;
  data: unknown;
  metadata: Pick<DomainEventMetadata, 'actor' | 'occurredAt'>;
}

/** The effect of one domain event on an entity's state. */
export interface StatePatch {
  /** Fields to set. Read-only: a rule may hand out the same patch every time. */
  readonly set: Readonly<EntityState>;
  /** The state starts afresh from `set` (a creation). */
  replace?: boolean;
  /** What a flag must have been before, when the state never recorded it (a Featured implies it was not featured). */
  readonly assumedBefore?: Readonly<EntityState>;
}

type Data = Record<string, unknown>;
/** Rules see only who did it and when: projections are not given the rest of the metadata. */
export type StateRule = (
  data: Data,
  metadata: Pick<DomainEventMetadata, 'actor' | 'occurredAt'>,
  state: EntityState,
) => StatePatch;

/** A flag's patch never varies, so it is built once: folding allocates nothing for the most common domain events. */
const flag = (field: string, value: boolean): StateRule => {
  const patch: StatePatch = Object.freeze({
    set: Object.freeze({ [field]: value }),
    assumedBefore: Object.freeze({ [field]: !value }),
  });
  return () => patch;
};
/** A copy without one field, built key by key (Object.fromEntries made dictionary objects, slow to copy again). */
const without = (data: Data, field: string): Data => {
  const copy: Data = {};
  for (const key of Object.keys(data)) if (key !== field) copy[key] = data[key];
  return copy;
};
const created =
  (idField: string): StateRule =>
  (data) => ({ set: without(data, idField), replace: true });
const review =
  (status: 'approved' | 'rejected'): StateRule =>
  (data, metadata) => ({
    set: {
      status,
      reviewedBy: data.reviewedBy ?? null,
      reviewNotes: data.reviewNotes ?? null,
      reviewedAt: metadata.occurredAt,
    },
    assumedBefore: { status: 'pending' },
  });
const tierName =
  (reset: boolean): StateRule =>
  (data) => ({ set: { [`${String(data.tierLevel)}TierName`]: reset ? null : data.customName } });

/** Every known type's effect; add a line here when a domain's type does not follow the conventions. */
export const ENTITY_STATE_RULES: Readonly<Record<string, StateRule>> = {
  EventCreated: created('eventId'),
  EventHidden: flag('isHidden', true),
  EventShown: flag('isHidden', false),
  EventFeatured: flag('isFeatured', true),
  EventUnfeatured: flag('isFeatured', false),
  EventSocialMediaHidden: flag('hideSocialMedia', true),
  EventSocialMediaShown: flag('hideSocialMedia', false),
  EventAbstractsHidden: flag('hideAbstracts', true),
  EventAbstractsShown: flag('hideAbstracts', false),
  EventTrashed: flag('inTrash', true),
  EventRestored: flag('inTrash', false),
  EventPurged: flag('purged', true),
  SponsorTierRenamed: tierName(false),
  SponsorTierNameReset: tierName(true),

  SpeakerAdded: created('speakerId'),
  SpeakerSocialLinksHidden: flag('socialVisible', false),
  SpeakerSocialLinksShown: flag('socialVisible', true),
  SpeakerAbstractHidden: flag('hideAbstract', true),
  SpeakerAbstractShown: flag('hideAbstract', false),
  SpeakerFeatured: flag('isFeatured', true),
  SpeakerUnfeatured: flag('isFeatured', false),
  SpeakerTrashed: flag('inTrash', true),
  SpeakerRestored: flag('inTrash', false),
  SpeakerPurged: flag('purged', true),
  // The speaker's event changed; where it came from is the event before, not a field of its own.
  SpeakerMovedToEvent: (data) => ({ set: { eventId: data.eventId } }),

  SponsorAdded: created('sponsorId'),
  SponsorAssignedToEvent: (data) => ({ set: { eventId: data.eventId, tier: data.tier } }),
  SponsorRemovedFromEvent: () => ({ set: { eventId: null } }),
  SponsorMadeGlobal: flag('isGlobalSponsor', true),
  SponsorNoLongerGlobal: flag('isGlobalSponsor', false),
  SponsorRemoved: flag('removed', true),

  SubmissionReceived: (data, metadata) => ({
    set: { ...without(data, 'submissionId'), status: 'pending', submittedAt: metadata.occurredAt },
    replace: true,
  }),
  SubmissionApproved: review('approved'),
  SubmissionRejected: review('rejected'),
  SubmissionTurnedIntoEvent: (data) => ({
    set: { eventCreated: true, createdEventId: data.eventId },
    assumedBefore: { eventCreated: false },
  }),
};

let definitionsByType: Map<string, DomainEventDefinition> | null = null;

export function definitionOf(type: string): DomainEventDefinition | undefined {
  definitionsByType ??= new Map(domainEventCatalogue.map((definition) => [definition.type, definition]));
  return definitionsByType.get(type);
}

/** Every catalogue type about entities of these kinds (all kinds when omitted). */
export function domainEventTypesOf(kinds?: readonly EntityKind[]): Set<string> {
  return new Set(
    domainEventCatalogue
      .filter((definition) => !kinds || kinds.includes(definition.entity.kind))
      .map((definition) => definition.type),
  );
}

/** The entity a domain event is about, from the catalogue's {kind, idField}; null for unknown types. */
export function entityOf(domainEvent: { type: string; data: unknown }): EntityRef | null {
  const definition = definitionOf(domainEvent.type);
  if (!definition) return null;
  const id = (domainEvent.data as Data | null)?.[definition.entity.idField];
  return typeof id === 'string' && id !== '' ? { kind: definition.entity.kind, id } : null;
}

export const entityKey = (entity: EntityRef) => `${entity.kind}:${entity.id}`;

/** camelCase or PascalCase → words: 'EventSocialMediaHidden' → ['Event', 'Social', 'Media', 'Hidden']. */
export function words(name: string): string[] {
  return name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [name];
}

/** The type's words after the entity's own name: 'EventSocialMediaHidden' → ['Social', 'Media', 'Hidden']. */
export function typeWords(type: string, kind: EntityKind): string[] {
  const all = words(type);
  const prefix = kind === 'settings' ? ['Site', 'Settings'] : [kind[0].toUpperCase() + kind.slice(1)];
  return prefix.every((word, index) => all[index] === word) ? all.slice(prefix.length) : all;
}

function conventionalRule(type: string, definition: DomainEventDefinition | undefined): StateRule {
  const idField = definition?.entity.idField ?? '';
  // Without a definition, the first word is taken to be the entity's name ('WorkshopHidden').
  const rest = definition ? typeWords(type, definition.entity.kind) : words(type).slice(1);
  const verb = rest[rest.length - 1] ?? '';
  const middle = rest.slice(0, -1).join('');
  return (data, _metadata, state) => {
    if (data.changes && typeof data.changes === 'object' && !Array.isArray(data.changes))
      return { set: data.changes as Data };
    if (['Created', 'Added', 'Received', 'Submitted'].includes(verb) && Object.keys(state).length === 0)
      return created(idField)(data, _metadata, state);
    if (verb === 'Hidden' || verb === 'Shown')
      return flag(middle ? `hide${middle}` : 'isHidden', verb === 'Hidden')(data, _metadata, state);
    if (verb === 'Featured' || verb === 'Unfeatured')
      return flag('isFeatured', verb === 'Featured')(data, _metadata, state);
    if (verb === 'Trashed' || verb === 'Restored') return flag('inTrash', verb === 'Trashed')(data, _metadata, state);
    if (verb === 'Purged') return flag('purged', true)(data, _metadata, state);
    if ((verb === 'Removed' || verb === 'Deleted') && !middle) return flag('removed', true)(data, _metadata, state);
    return { set: without(data, idField) };
  };
}

const rulesByType = new Map<string, StateRule>();

/** The rule for a type, derived once per type (deriving parses the type's name). */
export function stateRuleFor(type: string): StateRule {
  let rule = rulesByType.get(type);
  if (!rule) {
    rule = ENTITY_STATE_RULES[type] ?? conventionalRule(type, definitionOf(type));
    rulesByType.set(type, rule);
  }
  return rule;
}

export interface Evolved {
  before: EntityState;
  after: EntityState;
  /** The only fields that can differ between before and after; null when the state was replaced. */
  touched: readonly string[] | null;
}

/** A domain event's data as a record (an empty one when it carries none). */
export function dataOf(domainEvent: { data: unknown }): Data {
  return (domainEvent.data && typeof domainEvent.data === 'object' ? domainEvent.data : {}) as Data;
}

/** Applies one domain event to an entity's state; `before` includes the flags it implies were set. */
export function evolveEntityState(state: EntityState, domainEvent: DomainEventLike): Evolved {
  const patch = stateRuleFor(domainEvent.type)(dataOf(domainEvent), domainEvent.metadata, state);
  // Built key by key, as `{ ...patch.assumedBefore, ...state }` without its undefined fields: deleting
  // keys from a copy turned it into a slow dictionary object, and every later copy of it was slow too.
  const before: EntityState = {};
  for (const key in patch.assumedBefore) {
    const value = Object.hasOwn(state, key) ? state[key] : patch.assumedBefore[key];
    if (value !== undefined) before[key] = value;
  }
  for (const key in state) {
    const value = state[key];
    if (value !== undefined) before[key] = value;
  }
  const after = patch.replace ? { ...patch.set } : { ...before, ...patch.set };
  return { before, after, touched: patch.replace ? null : Object.keys(patch.set) };
}

/**
 * Fields whose value differs between two states, in the order they appear. `touched` (from
 * evolveEntityState) limits the comparison to the fields a domain event set.
 */
export function diffStates(
  before: EntityState,
  after: EntityState,
  touched: readonly string[] | null = null,
): Array<{ field: string; before: unknown; after: unknown }> {
  const changes: Array<{ field: string; before: unknown; after: unknown }> = [];
  const consider = (field: string) => {
    if (!sameValue(before[field], after[field]))
      changes.push({ field, before: before[field] ?? null, after: after[field] ?? null });
  };
  if (touched) {
    // `after` is `{ ...before, ...set }`: its key order is the order the full comparison reports.
    for (const field in after) if (touched.includes(field)) consider(field);
    return changes;
  }
  for (const field in after) consider(field);
  for (const field in before) if (!Object.hasOwn(after, field)) consider(field);
  return changes;
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === undefined || a === null) && (b === undefined || b === null)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether the entity no longer exists for anyone (purged after the trash, or deleted outright). */
export function isGone(state: EntityState): boolean {
  return state.purged === true || state.removed === true;
}

/** What an entity was called in a given state: a title, a name, an organisation, else its id. */
export function labelOf(entity: EntityRef, state: EntityState): string {
  if (entity.kind === 'settings') return 'Site settings';
  for (const field of ['title', 'name', 'organizationName', 'email']) {
    const value = state[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return entity.id;
}
