import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SiteSettings } from '@dental/contracts';
import { DEFAULT_SITE_SETTINGS } from '../../config/site-settings.defaults';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { SITE_SETTINGS_STREAM, siteSettingsDecider } from '../domain/site-settings.decider';

/** Changes some site settings; only the ones whose value differs are recorded (the caller checked who may change which). */
export class UpdateSiteSettings extends Command<CommandOutcome> {
  constructor(
    readonly changes: Partial<SiteSettings>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(UpdateSiteSettings)
export class UpdateSiteSettingsHandler implements ICommandHandler<UpdateSiteSettings> {
  private readonly decider = siteSettingsDecider(DEFAULT_SITE_SETTINGS);

  constructor(private readonly runner: CommandRunner) {}

  async execute({ changes, metadata }: UpdateSiteSettings): Promise<CommandOutcome> {
    return this.runner.run(SITE_SETTINGS_STREAM, this.decider, { type: 'UpdateSiteSettings', changes }, metadata);
  }
}
