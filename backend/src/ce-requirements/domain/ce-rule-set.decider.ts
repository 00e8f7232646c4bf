import {
  ruleSetProblems,
  type CeRuleSetFields,
  type DomainEventsIn,
  type EditCeRuleSetRequest,
  type ceRequirementDomainEvents,
} from '@dental/contracts';
import { changedFields } from '../../shared/domain/changed-fields';
import type { Decider } from '../../shared/domain/decider';
import { conflict, invalid, notFound } from '../../shared/domain/domain-errors';

/** One stream per rule set. */
export const ceRuleSetStream = (ruleSetId: string) => `ce-rule-set-${ruleSetId}`;

export type CeRuleSetDomainEvent = DomainEventsIn<typeof ceRequirementDomainEvents>;

export const NO_RULE_SET = 'No such rule set.';
export const RULE_SET_EXISTS = 'A rule set with this id already exists.';

/** The rule set's fields as recorded, null before it was created. */
export type CeRuleSetState = { fields: CeRuleSetFields | null };

export type CeRuleSetCommand =
  | { type: 'CreateCeRuleSet'; ruleSetId: string; fields: CeRuleSetFields }
  | { type: 'EditCeRuleSet'; ruleSetId: string; changes: EditCeRuleSetRequest };

/** The rules across a whole set's fields (a rule naming a source the set lacks...), as one 400 naming each field. */
function requireConsistent(fields: CeRuleSetFields): void {
  const problems = ruleSetProblems(fields);
  if (problems.length === 0) return;
  const issues = problems.map((problem) => ({ path: problem.path.join('.'), message: problem.message }));
  throw invalid(issues.map((issue) => issue.message).join('; '), issues);
}

export const ceRuleSetDecider: Decider<CeRuleSetState, CeRuleSetCommand, CeRuleSetDomainEvent> = {
  initialState: () => ({ fields: null }),
  evolve(state, domainEvent) {
    switch (domainEvent.type) {
      case 'CeRuleSetCreated':
        return { fields: domainEvent.data.fields };
      case 'CeRuleSetEdited':
        return state.fields ? { fields: { ...state.fields, ...domainEvent.data.changes } } : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateCeRuleSet': {
        if (state.fields) throw conflict(RULE_SET_EXISTS);
        requireConsistent(command.fields);
        return [{ type: 'CeRuleSetCreated', data: { ruleSetId: command.ruleSetId, fields: command.fields } }];
      }
      case 'EditCeRuleSet': {
        if (!state.fields) throw notFound(NO_RULE_SET);
        const changes = changedFields(state.fields, command.changes);
        if (Object.keys(changes).length === 0) return [];
        requireConsistent({ ...state.fields, ...changes });
        return [{ type: 'CeRuleSetEdited', data: { ruleSetId: command.ruleSetId, changes } }];
      }
    }
  },
};
