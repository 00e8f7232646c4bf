import { z } from 'zod';

/**
 * Every stored domain event carries the same metadata, whatever its type: who did it, when,
 * and which request (correlation) and which earlier domain event or command (causation) led to it.
 */
export const DomainEventMetadataSchema = z.object({
  actor: z.string().min(1),
  /** The signed-in account behind `actor` (its e-mail), when a person signed in made the change. */
  actorAccountId: z.string().min(1).optional(),
  occurredAt: z.string().datetime({ offset: true }),
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  /** Set on compensating domain events written by an undo: the position of the one reverted. */
  revertsPosition: z.number().int().nonnegative().optional(),
});
export type DomainEventMetadata = z.infer<typeof DomainEventMetadataSchema>;

/** The actor recorded for anonymous requests (the public submission form). */
export const PUBLIC_ACTOR = 'public';
/** The actor recorded for jobs the server runs by itself (the 14-day purge, demo data). */
export const SYSTEM_ACTOR = 'system';

export type EntityKind = 'event' | 'speaker' | 'sponsor' | 'submission' | 'settings' | 'account' | 'rule-set';

export interface DomainEventDefinition<TType extends string = string, TData extends z.ZodTypeAny = z.ZodTypeAny> {
  type: TType;
  /** Which kind of entity the domain event is about, and the data field holding that entity's id. */
  entity: { kind: EntityKind; idField: string };
  data: TData;
  /** One line for docs/events.md. */
  description: string;
}

export function defineDomainEvent<TType extends string, TData extends z.ZodTypeAny>(
  definition: DomainEventDefinition<TType, TData>,
): DomainEventDefinition<TType, TData> {
  return definition;
}

/** Data of a domain event type, as the catalogue's schema types it. */
export type DomainEventData<TDefinition> =
  TDefinition extends DomainEventDefinition<string, infer TData> ? z.output<TData> : never;
