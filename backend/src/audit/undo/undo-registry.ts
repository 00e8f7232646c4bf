import { Injectable } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import type { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import type { StoredAuditRow } from '../audit-rows';

export interface RevertContext {
  /** The row being undone: its entity, type and changed fields (with their before values). */
  row: StoredAuditRow;
  /** Metadata for the compensating command: causationId is the undone domain event's id, revertsPosition its position. */
  metadata: CommandMetadata;
  commands: CommandBus;
}

/**
 * How to revert one type of change: issue the domain's own command (through its handler and
 * decider, so every rule still applies) that puts the changed fields back. Returns what the
 * command appended (combined, when it takes several commands).
 */
export type RevertAction = (context: RevertContext) => Promise<CommandOutcome>;

/** Domain event type → how to revert it. Each domain registers its own table. */
export type RevertTable = Readonly<Record<string, RevertAction>>;

/**
 * The undo table. Each module registers its own in its onModuleInit, next to its projection and
 * purger (`undoRegistry.register(speakerRevertActions)`, from speakers/speakers.undo.ts). A type with no entry
 * answers 400 'This change cannot be undone.'
 */
@Injectable()
export class UndoRegistry {
  private readonly actions = new Map<string, RevertAction>();

  register(table: RevertTable): void {
    for (const [type, action] of Object.entries(table)) {
      if (this.actions.has(type)) throw new Error(`An undo for ${type} is registered twice`);
      this.actions.set(type, action);
    }
  }

  get(type: string): RevertAction | undefined {
    return this.actions.get(type);
  }

  supports(type: string): boolean {
    return this.actions.has(type);
  }
}

/** The before values of a field edit, as the `changes` of the domain's own edit command. */
export function beforeValues(row: StoredAuditRow): Record<string, unknown> {
  return Object.fromEntries(row.changes.map((change) => [change.field, change.before]));
}
