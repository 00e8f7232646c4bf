import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from './command-metadata';

/**
 * What the command bus carries to an aggregate's one handler: the decider's own command (same
 * name, same fields, less what the handler reads from the log for it) and who sent it. Each
 * aggregate declares one subclass (`ForEvent`, `ForSpeaker`, …), which is how the bus finds its
 * handler, and types the result by the command's type: a creation answers with its new id.
 */
export abstract class BusCommand<TCommand extends { type: string }, TResult> extends Command<TResult> {
  constructor(
    readonly command: TCommand,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** The end of a handler's switch: a command type left out fails the type check here. */
export function unhandledCommand(command: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(command)}`);
}
