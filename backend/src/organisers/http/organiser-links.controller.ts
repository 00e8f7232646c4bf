import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { SendOrganiserLinkRequestSchema, type OrganiserLink } from '@dental/contracts';
import { notFound } from '../../shared/domain/domain-errors';
import { AdminOnly, ForEditors } from '../../shared/http/access.decorators';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { ApiRequest, RequestMetadata } from '../../shared/http/request-context';
import { ForOrganiserLink } from '../commands';
import { ORGANISER_LINK_NOT_FOUND } from '../domain/organiser-link.decider';
import { OrganiserSessions } from '../organiser-sessions';
import { OrganisersQueries } from '../organisers.queries';

/** An event's organiser links, as its admin page sends and revokes them: editors' work. */
@Controller('api')
export class OrganiserLinksController {
  constructor(
    private readonly queries: OrganisersQueries,
    private readonly sessions: OrganiserSessions,
    private readonly commands: HttpCommands,
    private readonly metadata: RequestMetadata,
  ) {}

  @Get('events/:id/organiser-links')
  @AdminOnly()
  @ForEditors()
  links(@Param('id') id: string): Promise<OrganiserLink[]> {
    return this.queries.linksOfEvent(id);
  }

  /** Records the link; the mail that carries it follows from the domain event. */
  @Post('events/:id/organiser-links')
  @ForEditors()
  async send(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest): Promise<OrganiserLink> {
    const { email } = parseBody(SendOrganiserLinkRequestSchema, body);
    const { linkId } = await this.commands.execute(
      new ForOrganiserLink({ type: 'SendOrganiserLink', eventId: id, email }, this.metadata.of(request)),
    );
    return this.answer(linkId);
  }

  /** The link signs nobody in any more, and the sessions it opened end at once. */
  @Post('organiser-links/:id/revoke')
  @ForEditors()
  @HttpCode(200)
  async revoke(@Param('id') id: string, @Req() request: ApiRequest): Promise<OrganiserLink> {
    await this.commands.execute(
      new ForOrganiserLink({ type: 'RevokeOrganiserLink', linkId: id }, this.metadata.of(request)),
    );
    await this.sessions.endAllOf(id);
    return this.answer(id);
  }

  private async answer(linkId: string): Promise<OrganiserLink> {
    const link = await this.queries.link(linkId);
    if (!link) throw notFound(ORGANISER_LINK_NOT_FOUND);
    return this.queries.linkAnswer(link);
  }
}
