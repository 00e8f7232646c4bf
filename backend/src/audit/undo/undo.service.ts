import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { UNDO_UNSUPPORTED_MESSAGE, type UndoResult } from '@dental/contracts';
import type { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { conflict, forbidden, invalid, notFound } from '../../shared/domain/domain-errors';
import { ApiRequest, RequestMetadata } from '../../shared/http/request-context';
import { AuditQueries } from '../audit.queries';
import { UndoRegistry } from './undo-registry';

export const CHANGE_NOT_FOUND = 'There is no change at this position.';
export const ONLY_OWNERS_UNDO = 'Only an owner can undo a change to the site settings or to an account.';

/**
 * Undoes one change with a new, compensating domain event: the domain's own command, run through
 * its handler and decider, whose metadata says which change it reverts (revertsPosition) and what
 * caused it (causationId = the undone domain event's id). The original stays in the log.
 */
@Injectable()
export class UndoService {
  constructor(
    private readonly queries: AuditQueries,
    private readonly registry: UndoRegistry,
    private readonly commands: CommandBus,
    private readonly metadata: RequestMetadata,
  ) {}

  /** Runs the revert; the caller waits for the read models to reach the outcome's position. */
  async undo(position: number, request: ApiRequest): Promise<{ result: UndoResult; outcome: CommandOutcome }> {
    const row = await this.queries.row(position);
    if (!row) throw notFound(CHANGE_NOT_FOUND);
    // Editors may undo their kind of work; the site settings and accounts are owners' alone.
    if ((row.entity.kind === 'settings' || row.entity.kind === 'account') && request.adminRole !== 'owner')
      throw forbidden(ONLY_OWNERS_UNDO);
    const action = this.registry.get(row.type);
    if (!action) throw invalid(UNDO_UNSUPPORTED_MESSAGE);
    const blocker = await this.queries.undoBlocker(row);
    if (blocker === 'unsupported') throw invalid(UNDO_UNSUPPORTED_MESSAGE);
    if (blocker) throw conflict(blocker.because);

    const metadata = { ...this.metadata.of(request), causationId: row.domainEventId, revertsPosition: row.position };
    const outcome = await action({ row, metadata, commands: this.commands });
    return {
      result: { message: 'Change undone', revertedPosition: row.position, position: outcome.position },
      outcome,
    };
  }
}
