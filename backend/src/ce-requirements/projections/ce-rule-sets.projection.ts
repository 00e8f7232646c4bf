import { Injectable } from '@nestjs/common';
import type { CeRuleSet, DomainEventsIn, ceRequirementDomainEvents } from '@dental/contracts';
import { DocumentProjection, changeExisting } from '../../event-sourcing/projections/projection';

export const CE_RULE_SETS_COLLECTION = 'ce_rule_sets';

/** A rule set as kept: what the API answers, and when it was recorded and last changed. */
export type CeRuleSetDocument = CeRuleSet & { createdAt: string; updatedAt: string };

/** Builds the `ce_rule_sets` read model: one document per renewal rule set. */
@Injectable()
export class CeRuleSetsProjection extends DocumentProjection<
  CeRuleSetDocument,
  DomainEventsIn<typeof ceRequirementDomainEvents>
> {
  constructor() {
    super({
      name: 'ce-rule-sets',
      collection: CE_RULE_SETS_COLLECTION,
      documentId: (domainEvent) => domainEvent.data.ruleSetId,
      on: {
        CeRuleSetCreated: (_current, { data, metadata }) => ({
          id: data.ruleSetId,
          ...data.fields,
          createdAt: metadata.occurredAt,
          updatedAt: metadata.occurredAt,
        }),
        CeRuleSetEdited: (current, domainEvent) => changeExisting(current, domainEvent.data.changes, domainEvent),
      },
    });
  }
}
