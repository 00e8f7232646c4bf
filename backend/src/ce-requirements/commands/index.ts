import { CeRuleSetCommandHandler } from './ce-rule-set-commands';

export { ForCeRuleSet } from './ce-rule-set-commands';

export const ceRuleSetCommandHandlers = [CeRuleSetCommandHandler];
