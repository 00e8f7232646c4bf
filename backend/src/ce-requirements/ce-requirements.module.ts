import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { UndoRegistry } from '../audit';
import { DemoDataLoader } from '../demo/demo-data.loader';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { EventsModule, RenewalRuleSets } from '../events';
import { CeRequirementsDemoSeeder } from './ce-requirements.demo-seeder';
import { CeRequirementsQueries } from './ce-requirements.queries';
import { ceRuleSetRevertActions } from './ce-requirements.undo';
import { ceRuleSetCommandHandlers } from './commands';
import { CeRequirementsController } from './http/ce-requirements.controller';
import { CeRuleSetsProjection } from './projections/ce-rule-sets.projection';

/** Licensing boards' renewal rule sets: decided in domain/, projected in projections/, served in http/. */
@Module({
  imports: [CqrsModule, EventsModule],
  controllers: [CeRequirementsController],
  providers: [...ceRuleSetCommandHandlers, CeRuleSetsProjection, CeRequirementsQueries, CeRequirementsDemoSeeder],
  exports: [CeRequirementsQueries],
})
export class CeRequirementsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly projection: CeRuleSetsProjection,
    private readonly undoRegistry: UndoRegistry,
    private readonly demoData: DemoDataLoader,
    private readonly demoSeeder: CeRequirementsDemoSeeder,
    private readonly ruleSets: RenewalRuleSets,
    private readonly queries: CeRequirementsQueries,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.projection);
    this.undoRegistry.register(ceRuleSetRevertActions);
    this.demoData.register(this.demoSeeder);
    this.ruleSets.provide((ruleSetId) => this.queries.find(ruleSetId));
  }
}
