import { z } from 'zod';
import { DomainEventDefinition } from './define';
import { accountDomainEvents } from './accounts';
import { eventDomainEvents } from './event';
import { siteSettingsDomainEvents } from './site-settings';
import { speakerDomainEvents } from './speaker';
import { submissionDomainEvents } from './submission';
import { sponsorDomainEvents } from './sponsor';
import { sponsorTierDomainEvents } from './sponsor-tiers';

export * from './accounts';
export * from './define';
export * from './event';
export * from './site-settings';
export * from './speaker';
export * from './submission';
export * from './sponsor';
export * from './sponsor-tiers';

/**
 * The catalogue of every domain event type the store may hold. docs/events.md is generated from
 * it (`npm run docs:events -w backend`) and a test fails when the two drift.
 * Each domain adds its list here.
 */
export const domainEventCatalogue: readonly DomainEventDefinition[] = [
  ...eventDomainEvents,
  ...accountDomainEvents,
  ...siteSettingsDomainEvents,
  ...speakerDomainEvents,
  ...sponsorDomainEvents,
  ...sponsorTierDomainEvents,
  ...submissionDomainEvents,
];

export type DomainEventType = string;

export function findDomainEventDefinition(type: string): DomainEventDefinition | undefined {
  return domainEventCatalogue.find((definition) => definition.type === type);
}

/** Data of a domain event type, as the catalogue's schema types it. */
export type DomainEventData<TDefinition> =
  TDefinition extends DomainEventDefinition<string, infer TData> ? z.infer<TData> : never;
