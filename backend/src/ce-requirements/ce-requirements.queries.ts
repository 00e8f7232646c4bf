import { Injectable } from '@nestjs/common';
import {
  ceProgress,
  chosenSession,
  keyedSessions,
  type CeProgress,
  type CeRuleSet,
  type EventListing,
  type KeyedSession,
  type PlannedSession,
} from '@dental/contracts';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { EventsQueries } from '../events';
import { notFound } from '../shared/domain/domain-errors';
import { NO_RULE_SET } from './domain/ce-rule-set.decider';
import { CE_RULE_SETS_COLLECTION, type CeRuleSetDocument } from './projections/ce-rule-sets.projection';

/** A stored rule set as the API answers it: without the read model's own times. */
function toRuleSet({ createdAt: _created, updatedAt: _updated, ...ruleSet }: CeRuleSetDocument): CeRuleSet {
  return ruleSet;
}

const byPlace = (a: CeRuleSet, b: CeRuleSet) =>
  a.country.localeCompare(b.country) || a.region.localeCompare(b.region) || a.role.localeCompare(b.role);

/** Reads of the renewal rule sets, public to everyone, and progress toward one. */
@Injectable()
export class CeRequirementsQueries {
  constructor(
    private readonly readStore: ReadStore,
    private readonly events: EventsQueries,
  ) {}

  async list(): Promise<CeRuleSet[]> {
    const documents = await this.readStore.list<CeRuleSetDocument>(CE_RULE_SETS_COLLECTION);
    return documents.map((document) => toRuleSet(document.value)).sort(byPlace);
  }

  async find(id: string): Promise<CeRuleSet | null> {
    const document = await this.readStore.get<CeRuleSetDocument>(CE_RULE_SETS_COLLECTION, id);
    return document ? toRuleSet(document.value) : null;
  }

  async get(id: string): Promise<CeRuleSet> {
    const ruleSet = await this.find(id);
    if (!ruleSet) throw notFound(NO_RULE_SET);
    return ruleSet;
  }

  /**
   * What the chosen sessions count toward the rule set. Sessions are read from their events as the
   * public sees them now: a hidden, trashed or unknown event, or a key its agenda no longer has,
   * counts nothing and says so.
   */
  async progress(id: string, items: readonly PlannedSession[]): Promise<CeProgress> {
    const ruleSet = await this.get(id);
    const events = new Map<string, { event: EventListing; sessions: Map<string, KeyedSession> } | null>();
    for (const { eventId } of items) {
      if (events.has(eventId)) continue;
      const event = await this.events.find(eventId);
      events.set(
        eventId,
        event && EventsQueries.isVisibleTo(event, 'public')
          ? { event, sessions: new Map(keyedSessions(event).map((keyed) => [keyed.key, keyed])) }
          : null,
      );
    }
    return ceProgress(
      ruleSet,
      items.map((planned) => {
        const listed = events.get(planned.eventId);
        return chosenSession(planned, listed?.event, listed?.sessions.get(planned.sessionKey));
      }),
    );
  }
}
