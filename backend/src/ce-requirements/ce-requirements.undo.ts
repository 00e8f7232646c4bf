import { RevertTable, beforeValues } from '../audit';
import { ForCeRuleSet } from './commands';

/**
 * Undo for renewal rule sets: an edit is reverted by editing the fields back (through the decider,
 * so the set it leaves must still hold together). Recording a rule set is not undone here: it is
 * edited, as a sponsor's addition is.
 */
export const ceRuleSetRevertActions: RevertTable = {
  CeRuleSetEdited: ({ row, metadata, commands }) =>
    commands.execute(
      new ForCeRuleSet(
        {
          type: 'EditCeRuleSet',
          ruleSetId: row.entity.id,
          // The values the history folded before the edit: fields of the set as it was recorded.
          changes: beforeValues(row),
        },
        metadata,
      ),
    ),
};
