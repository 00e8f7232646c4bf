import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ChangeRequestRequestSchema,
  ORGANISER_LINK_EXPIRED,
  ORGANISER_LINK_INVALID,
  ORGANISER_LINK_REVOKED,
  OrganiserSessionRequestSchema,
  type ChangeRequest,
  type OrganiserEvent,
  type OrganiserSignedIn,
} from '@dental/contracts';
import { serverSecret } from '../../accounts';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { Clock } from '../../shared/clock';
import { invalid } from '../../shared/domain/domain-errors';
import { PublicWrite } from '../../shared/http/access.decorators';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { ApiRequest, RequestMetadata } from '../../shared/http/request-context';
import { ForChangeRequest } from '../commands';
import { organiserLinkStatus } from '../domain/organiser-link-status';
import { OrganiserLinkThrottle, OrganiserSessions } from '../organiser-sessions';
import { linkIdFromOrganiserToken } from '../organiser-tokens';
import { OrganisersQueries } from '../organisers.queries';

const REFUSAL = { expired: ORGANISER_LINK_EXPIRED, revoked: ORGANISER_LINK_REVOKED } as const;

/**
 * The organiser's side (decision 0062). No admin role is asked for (the admin guard lets these
 * through as public); each route asks for the organiser session itself, and reaches only the
 * events of the organiser's links.
 */
@Controller('api/organiser')
export class OrganiserController {
  private readonly secret: string;

  constructor(
    private readonly queries: OrganisersQueries,
    private readonly sessions: OrganiserSessions,
    private readonly throttle: OrganiserLinkThrottle,
    private readonly commands: HttpCommands,
    private readonly metadata: RequestMetadata,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = serverSecret(config);
  }

  /** The link's token for a session: 400 for a token that is not ours, expired or revoked; limited like sign-in. */
  @Post('sessions')
  @PublicWrite()
  @HttpCode(200)
  async start(
    @Body() body: unknown,
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrganiserSignedIn> {
    const { token } = parseBody(OrganiserSessionRequestSchema, body);
    await this.throttle.take(request.ip);
    const linkId = linkIdFromOrganiserToken(this.secret, token);
    const link = linkId ? await this.queries.link(linkId) : null;
    if (!link) throw invalid(ORGANISER_LINK_INVALID, [{ path: 'token', message: ORGANISER_LINK_INVALID }]);
    const status = organiserLinkStatus(link, this.clock.now());
    if (status !== 'active') throw invalid(REFUSAL[status], [{ path: 'token', message: REFUSAL[status] }]);
    await this.throttle.succeeded(request.ip);
    await this.sessions.start({ linkId: link.id, email: link.email }, request, reply);
    return { email: link.email };
  }

  @Post('logout')
  @PublicWrite()
  @HttpCode(200)
  async logout(
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    await this.sessions.end(request, reply);
    return { message: 'You have been signed out of your listings' };
  }

  @Get('events')
  async events(@Req() request: ApiRequest): Promise<OrganiserEvent[]> {
    const organiser = await this.sessions.require(request);
    return this.queries.organiserEvents(organiser.email);
  }

  /** A proposal for one of the organiser's events (404 for any other), checked like an admin's edit. */
  @Post('events/:id/change-requests')
  @PublicWrite()
  async propose(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest): Promise<ChangeRequest> {
    const organiser = await this.sessions.require(request);
    await this.queries.eventOf(organiser.email, id);
    const { changes } = parseBody(ChangeRequestRequestSchema, body);
    const { changeRequestId } = await this.commands.execute(
      new ForChangeRequest(
        { type: 'SubmitChangeRequest', eventId: id, organiserEmail: organiser.email, changes: changes! },
        { ...this.metadata.of(request), actor: organiser.email },
      ),
    );
    return (await this.queries.changeRequest(changeRequestId))!;
  }
}
