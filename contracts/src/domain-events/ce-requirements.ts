import { z } from 'zod';
import { CreateCeRuleSetRequestSchema, EditCeRuleSetRequestSchema } from '../http/ce-requirements';
import { defineDomainEvent } from './define';
import { setsChanges, type ReadingsOf } from './reading';

/** A licensing board's renewal rules for one role in one state or province, stream `ce-rule-set-<id>`. */
const ruleSetEntity = { kind: 'rule-set', idField: 'ruleSetId' } as const;
const ruleSetId = z.string().min(1);

export const CeRuleSetCreated = defineDomainEvent({
  type: 'CeRuleSetCreated',
  entity: ruleSetEntity,
  data: z.object({ ruleSetId, fields: CreateCeRuleSetRequestSchema }),
  description:
    "A board's renewal rules for one role in one state or province were recorded: cycle, total, rules and the sources they were read from.",
});
export const CeRuleSetEdited = defineDomainEvent({
  type: 'CeRuleSetEdited',
  entity: ruleSetEntity,
  data: z.object({ ruleSetId, changes: EditCeRuleSetRequestSchema }),
  description: 'Fields of a renewal rule set changed (only those fields; its rules and sources are replaced whole).',
});

export const ceRequirementDomainEvents = [CeRuleSetCreated, CeRuleSetEdited] as const;

/** What people read of each renewal rule set domain event (docs: reading.ts). */
export const ceRequirementReadings: ReadingsOf<typeof ceRequirementDomainEvents> = {
  CeRuleSetCreated: {
    label: 'Renewal rule set recorded',
    sentence: ({ subject }) => `recorded the renewal rule set ${subject}`,
    fold: (data) => ({ set: { ...data.fields }, replace: true }),
  },
  CeRuleSetEdited: {
    label: 'Renewal rule set edited',
    sentence: ({ subject, changedFields }) => `changed the ${changedFields} of the renewal rule set ${subject}`,
    fold: setsChanges,
  },
};
