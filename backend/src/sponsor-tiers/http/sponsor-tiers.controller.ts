import { Body, Controller, Get, Param, Patch, Req } from '@nestjs/common';
import { ForEditors } from '../../shared/http/access.decorators';
import { RenameSponsorTierRequestSchema, type SponsorTierNames } from '@dental/contracts';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { ApiRequest, RequestMetadata, isAdmin } from '../../shared/http/request-context';
import { ForSponsorTiers } from '../commands';
import { SponsorTiersQueries } from '../sponsor-tiers.queries';
import { PublicAnswer } from '../../site';

@Controller('api/sponsor-tiers')
export class SponsorTiersController {
  constructor(
    private readonly commands: HttpCommands,
    private readonly queries: SponsorTiersQueries,
    private readonly metadata: RequestMetadata,
  ) {}

  /** `{ eventId, names: { platinum, gold, silver } }`, the defaults where the event set none. */
  @PublicAnswer()
  @Get(':eventId')
  get(@Param('eventId') eventId: string, @Req() request: ApiRequest): Promise<SponsorTierNames> {
    return this.queries.forEvent(eventId, isAdmin(request) ? 'admin' : 'public');
  }

  /** One tier per call ({tierLevel, customName}); the admin dialog sends three. An empty name restores the default. */
  @Patch(':eventId')
  @ForEditors()
  async rename(
    @Param('eventId') eventId: string,
    @Body() body: unknown,
    @Req() request: ApiRequest,
  ): Promise<SponsorTierNames> {
    const { tierLevel, customName } = parseBody(RenameSponsorTierRequestSchema, body);
    await this.commands.execute(
      new ForSponsorTiers({ type: 'RenameSponsorTier', eventId, tierLevel, customName }, this.metadata.of(request)),
    );
    return this.queries.forEvent(eventId, 'admin');
  }
}
