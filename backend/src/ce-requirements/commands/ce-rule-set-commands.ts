import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { BusCommand, unhandledCommand } from '../../event-sourcing/commands/bus-command';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { CeRuleSetCommand, ceRuleSetDecider, ceRuleSetStream } from '../domain/ce-rule-set.decider';

/** What may be sent to a rule set: the decider's commands, a creation's id optional (a new one is made). */
export type CeRuleSetBusCommand =
  | (Omit<Extract<CeRuleSetCommand, { type: 'CreateCeRuleSet' }>, 'ruleSetId'> & { ruleSetId?: string })
  | Extract<CeRuleSetCommand, { type: 'EditCeRuleSet' }>;

type CeRuleSetResult<C> = C extends { type: 'CreateCeRuleSet' }
  ? CommandOutcome & { ruleSetId: string }
  : CommandOutcome;

/** A command for a renewal rule set, on its way through the bus to its handler. */
export class ForCeRuleSet<C extends CeRuleSetBusCommand = CeRuleSetBusCommand> extends BusCommand<
  C,
  CeRuleSetResult<C>
> {}

/** Every command for renewal rule sets: a rule set needs nothing from other streams. */
@CommandHandler(ForCeRuleSet)
export class CeRuleSetCommandHandler implements ICommandHandler<ForCeRuleSet> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ command, metadata }: ForCeRuleSet): Promise<CeRuleSetResult<CeRuleSetBusCommand>> {
    switch (command.type) {
      case 'CreateCeRuleSet': {
        const ruleSetId = command.ruleSetId ?? randomUUID();
        const outcome = await this.runner.run(
          ceRuleSetStream(ruleSetId),
          ceRuleSetDecider,
          { ...command, ruleSetId },
          metadata,
        );
        return { ...outcome, ruleSetId };
      }
      case 'EditCeRuleSet':
        return this.runner.run(ceRuleSetStream(command.ruleSetId), ceRuleSetDecider, command, metadata);
      default:
        return unhandledCommand(command);
    }
  }
}
