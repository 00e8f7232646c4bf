import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  AssignSponsorRequestSchema,
  CreateSponsorRequestSchema,
  SPONSOR_TRASHED_MESSAGE,
  SponsorEditPatchSchema,
  SponsorGlobalPatchSchema,
  type Sponsor,
  type SponsoredEvent,
  type TrashedSponsor,
} from '@dental/contracts';
import { AdminOnly, ForEditors } from '../../shared/http/access.decorators';
import { AdminCredentials } from '../../auth';
import { invalid } from '../../shared/domain/domain-errors';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { requireJsonObject } from '../../shared/http/flag-or-edit';
import { ApiRequest, RequestMetadata, isAdmin } from '../../shared/http/request-context';
import { ForSponsor } from '../commands';
import { SponsorsQueries } from '../sponsors.queries';
import { PublicAnswer } from '../../site';

@Controller('api/sponsors')
export class SponsorsController {
  constructor(
    private readonly commands: HttpCommands,
    private readonly queries: SponsorsQueries,
    private readonly metadata: RequestMetadata,
    private readonly credentials: AdminCredentials,
  ) {}

  /** All sponsors the caller may see, or only those of one event (?eventId=). */
  @PublicAnswer()
  @Get()
  list(@Query('eventId') eventId: unknown, @Req() request: ApiRequest): Promise<Sponsor[]> {
    if (eventId !== undefined && typeof eventId !== 'string') throw invalid('eventId must be a single event id.');
    return this.queries.list(isAdmin(request) ? 'admin' : 'public', eventId || undefined);
  }

  /** The events with sponsors the caller may see: admins also receive hidden ones. */
  @PublicAnswer()
  @Get('events')
  sponsoredEvents(@Req() request: ApiRequest): Promise<SponsoredEvent[]> {
    return this.queries.sponsoredEvents(isAdmin(request) ? 'admin' : 'public');
  }

  /** Sponsors in the trash, each with the time it will be purged (14 days after it was trashed). */
  @Get('trash')
  @AdminOnly()
  trash(): Promise<TrashedSponsor[]> {
    return this.queries.trashed();
  }

  /** The spec's client sends this call with method and path swapped; this is the intended call (docs/decisions/). */
  @Post()
  @ForEditors()
  async create(@Body() body: unknown, @Req() request: ApiRequest) {
    const { eventId, isGlobalSponsor, ...fields } = parseBody(CreateSponsorRequestSchema, body);
    const { sponsorId } = await this.commands.execute(
      new ForSponsor({ type: 'AddSponsor', fields, eventId, isGlobalSponsor }, this.metadata.of(request)),
    );
    return this.queries.get(sponsorId);
  }

  /** {isGlobalSponsor: true|false} alone, or some of the sponsor's fields; never both. */
  @Patch(':id')
  @ForEditors()
  async update(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest) {
    const keys = Object.keys(requireJsonObject(body));
    if (keys.length === 0) throw invalid('Send isGlobalSponsor or the fields to change.');
    if (keys.includes('isGlobalSponsor')) {
      if (keys.length > 1) throw invalid('Send isGlobalSponsor alone, without other fields.');
      const { isGlobalSponsor } = parseBody(SponsorGlobalPatchSchema, body);
      await this.commands.execute(
        new ForSponsor(
          { type: isGlobalSponsor ? 'MakeSponsorGlobal' : 'MakeSponsorNotGlobal', sponsorId: id },
          this.metadata.of(request),
        ),
      );
    } else {
      const changes = parseBody(SponsorEditPatchSchema, body);
      await this.commands.execute(
        new ForSponsor({ type: 'UpdateSponsor', sponsorId: id, changes }, this.metadata.of(request)),
      );
    }
    return this.queries.get(id);
  }

  /** {eventId, tier} puts the sponsor on that event (moving it from another); {eventId: null} takes it off. */
  @Patch(':id/assign-to-event')
  @ForEditors()
  async assign(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest) {
    const { eventId, tier } = parseBody(AssignSponsorRequestSchema, body);
    await this.commands.execute(
      new ForSponsor(
        eventId === null
          ? { type: 'RemoveSponsorFromEvent', sponsorId: id }
          : { type: 'AssignSponsorToEvent', sponsorId: id, eventId, tier },
        this.metadata.of(request),
      ),
    );
    return this.queries.get(id);
  }

  /**
   * 'Delete' moves the sponsor to the trash, with the admin's password like events and speakers:
   * it can be restored (or the trash undone from the history) until it is purged 14 days later.
   */
  @Post(':id/trash')
  @ForEditors()
  @HttpCode(200)
  async moveToTrash(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest) {
    await this.queries.get(id);
    await this.credentials.confirmPassword(body, request);
    await this.commands.execute(new ForSponsor({ type: 'TrashSponsor', sponsorId: id }, this.metadata.of(request)));
    return { message: SPONSOR_TRASHED_MESSAGE };
  }

  /** The same as POST :id/trash: there is no deletion without the trash, the password and an undo. */
  @Delete(':id')
  @ForEditors()
  @HttpCode(200)
  remove(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest) {
    return this.moveToTrash(id, body, request);
  }

  @Post(':id/restore')
  @ForEditors()
  @HttpCode(200)
  async restore(@Param('id') id: string, @Req() request: ApiRequest): Promise<Sponsor> {
    await this.commands.execute(new ForSponsor({ type: 'RestoreSponsor', sponsorId: id }, this.metadata.of(request)));
    return this.queries.get(id);
  }
}
