import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  CreateLiveEventRequestSchema,
  EventSubmissionFormSchema,
  SubmissionListQuerySchema,
  SubmissionReviewRequestSchema,
  isHoneypotFilled,
  type EventSubmissionCreated,
  type LiveEventCreated,
} from '@dental/contracts';
import { AdminOnly, PublicWrite, Roles } from '../../shared/http/access.decorators';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { ApiRequest, RequestMetadata } from '../../shared/http/request-context';
import { ForSubmission } from '../commands';
import { SubmissionsQueries } from '../submissions.queries';
import { SubmissionThrottle } from './submission-throttle';

@Controller('api/event-submissions')
export class SubmissionsController {
  constructor(
    private readonly commands: HttpCommands,
    private readonly queries: SubmissionsQueries,
    private readonly metadata: RequestMetadata,
    private readonly throttle: SubmissionThrottle,
  ) {}

  /** Admin only: submissions hold organisers' names, e-mails and phone numbers. Newest first. */
  @Get()
  @AdminOnly()
  list(@Query() query: unknown) {
    const { status } = parseBody(SubmissionListQuerySchema, query);
    return this.queries.list(status);
  }

  @Get(':id')
  @AdminOnly()
  get(@Param('id') id: string) {
    return this.queries.get(id);
  }

  /**
   * The public form. A filled honeypot gets the same answer as a real submission but nothing is
   * stored, so bots cannot tell. Invalid forms cost nothing; everything else counts towards the
   * per-network limit.
   */
  @Post()
  @PublicWrite()
  @HttpCode(201)
  async submit(@Body() body: unknown, @Req() request: ApiRequest): Promise<EventSubmissionCreated> {
    if (isHoneypotFilled(body)) {
      await this.throttle.take(request.ip);
      return { id: randomUUID() };
    }
    const form = parseBody(EventSubmissionFormSchema, body);
    await this.throttle.take(request.ip);
    const { submissionId } = await this.commands.execute(
      new ForSubmission({ type: 'ReceiveSubmission', form }, this.metadata.of(request)),
    );
    return { id: submissionId };
  }

  /** Approve or reject, only while pending. reviewedAt and reviewedBy sent by the client are ignored. */
  @Patch(':id')
  @Roles('reviewer')
  async review(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest) {
    const { status, reviewNotes } = parseBody(SubmissionReviewRequestSchema, body);
    await this.commands.execute(
      new ForSubmission(
        { type: 'ReviewSubmission', submissionId: id, decision: status, reviewNotes },
        this.metadata.of(request),
      ),
    );
    return this.queries.get(id);
  }

  /** Body {isHidden: true} (optional) creates the event hidden: a draft for the admin to check first. */
  @Post(':id/create-event')
  @Roles('reviewer')
  @HttpCode(201)
  async createEvent(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: ApiRequest,
  ): Promise<LiveEventCreated> {
    const { isHidden } = parseBody(CreateLiveEventRequestSchema, body);
    const { liveEvent } = await this.commands.execute(
      new ForSubmission(
        { type: 'CreateLiveEvent', submissionId: id, isHidden: isHidden ?? false },
        this.metadata.of(request),
      ),
    );
    return liveEvent;
  }
}
