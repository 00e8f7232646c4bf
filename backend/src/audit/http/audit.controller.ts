import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { AuditQuerySchema, type UndoResult } from '@dental/contracts';
import { AdminOnly, ForEditors } from '../../shared/http/access.decorators';
import { invalid } from '../../shared/domain/domain-errors';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { ApiRequest } from '../../shared/http/request-context';
import { AuditQueries } from '../audit.queries';
import { UndoService } from '../undo/undo.service';

/** The admin's history of every change, and undo. Every route needs an admin session. */
@Controller('api/audit')
export class AuditController {
  constructor(
    private readonly queries: AuditQueries,
    private readonly undoService: UndoService,
    private readonly commands: HttpCommands,
  ) {}

  /** ?limit (50, at most 200) &before=<position> &kind &entityId &type (comma list) &actor &from &to. Newest first. */
  @Get()
  @AdminOnly()
  list(@Query() query: unknown) {
    return this.queries.page(parseBody(AuditQuerySchema, query));
  }

  /** Every domain event type (with its entity kind and whether it can be undone) and every actor seen. */
  @Get('facets')
  @AdminOnly()
  facets() {
    return this.queries.facets();
  }

  /** Editors and owners; a change to the site settings or to an account only by an owner (checked by the undo). */
  @Post(':position/undo')
  @ForEditors()
  @HttpCode(200)
  async undo(@Param('position') position: string, @Req() request: ApiRequest): Promise<UndoResult> {
    if (!/^[1-9]\d{0,15}$/.test(position)) throw invalid('The position must be a positive whole number.');
    const { result, outcome } = await this.undoService.undo(Number(position), request);
    await this.commands.waitFor(outcome);
    return result;
  }
}
