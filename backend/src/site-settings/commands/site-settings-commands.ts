import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_SITE_SETTINGS } from '../../config/site-settings.defaults';
import { BusCommand } from '../../event-sourcing/commands/bus-command';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { SITE_SETTINGS_STREAM, SiteSettingsCommand, siteSettingsDecider } from '../domain/site-settings.decider';

/**
 * A command for the site settings (`UpdateSiteSettings`: only the settings whose value differs
 * are recorded; the caller checked who may change which), on its way through the bus.
 */
export class ForSiteSettings extends BusCommand<SiteSettingsCommand, CommandOutcome> {}

@CommandHandler(ForSiteSettings)
export class SiteSettingsCommandHandler implements ICommandHandler<ForSiteSettings> {
  private readonly decider = siteSettingsDecider(DEFAULT_SITE_SETTINGS);

  constructor(private readonly runner: CommandRunner) {}

  execute({ command, metadata }: ForSiteSettings): Promise<CommandOutcome> {
    // One command type (UpdateSiteSettings): nothing to choose between, nothing to read first.
    return this.runner.run(SITE_SETTINGS_STREAM, this.decider, command, metadata);
  }
}
