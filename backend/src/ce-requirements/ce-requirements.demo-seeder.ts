import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DemoContext, DemoSeeder } from '../demo/demo-data.loader';
import { shippedRuleSets } from '../demo/data/ce-rule-sets';
import { ForCeRuleSet } from './commands';

const RECORDED_DAYS_AGO = 1;

/** Records the shipped renewal rule sets, each as an editor's POST /api/ce-requirements would. */
@Injectable()
export class CeRequirementsDemoSeeder implements DemoSeeder {
  readonly order = 60;
  readonly name = 'renewal rule sets';

  constructor(private readonly commands: CommandBus) {}

  async seed(context: DemoContext): Promise<void> {
    for (const { id, fields } of shippedRuleSets)
      await this.commands.execute(
        new ForCeRuleSet({ type: 'CreateCeRuleSet', ruleSetId: id, fields }, context.at(RECORDED_DAYS_AGO)),
      );
  }
}
