import { Injectable } from '@nestjs/common';
import { Command, CommandBus } from '@nestjs/cqrs';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';

/**
 * How a controller sends a command: through the command bus, then waits once for the read models
 * to show what the command appended, so the admin's next read sees their own change
 * (read-your-writes, decision 0005). Command handlers never wait themselves; background callers
 * (the purge, the mail reactor, demo data) use the CommandBus directly and do not wait.
 */
@Injectable()
export class HttpCommands {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly runner: CommandRunner,
  ) {}

  async execute<TOutcome extends CommandOutcome>(command: Command<TOutcome>): Promise<TOutcome> {
    const outcome = await this.commandBus.execute(command);
    await this.waitFor(outcome);
    return outcome;
  }

  /** The same single wait, for an HTTP call that ran its commands some other way (undo). */
  async waitFor(outcome: CommandOutcome): Promise<void> {
    await this.runner.waitForReadModels(outcome.position);
  }
}
