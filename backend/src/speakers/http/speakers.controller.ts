import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  CreateSpeakerRequestSchema,
  SPEAKER_FLAGS,
  SpeakerEditPatchSchema,
  SpeakerFlagPatchSchema,
  SpeakerMoveSchema,
  SpeakerProfileQuerySchema,
  SpeakerSearchQuerySchema,
  type FeaturedSpeakersAnswer,
  type Speaker,
  type SpeakerFields,
  type SpeakerFlag,
  type SpeakerProfile,
  type SpeakerSearchAnswer,
} from '@dental/contracts';
import { AdminOnly, ForEditors } from '../../shared/http/access.decorators';
import { AdminCredentials } from '../../auth';
import { invalid } from '../../shared/domain/domain-errors';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import {
  FLAGS_WITH_FIELDS_MESSAGE,
  FlagsOrEdit,
  parseFlagsOrEdit,
  requireJsonObject,
} from '../../shared/http/flag-or-edit';
import { ApiRequest, RequestMetadata, isAdmin } from '../../shared/http/request-context';
import { ForSpeaker, type SpeakerBusCommand } from '../commands';
import type { Audience } from '../../events';
import { SpeakersQueries } from '../speakers.queries';
import { PublicAnswer } from '../../site';

export const SPEAKER_TRASHED_MESSAGE = 'Speaker moved to trash';

@Controller('api/speakers')
export class SpeakersController {
  constructor(
    private readonly commands: HttpCommands,
    private readonly queries: SpeakersQueries,
    private readonly metadata: RequestMetadata,
    private readonly credentials: AdminCredentials,
  ) {}

  /**
   * All speakers the caller may see, or only those of one event (?eventId=). The public does not
   * receive what a speaker or their event hides (abstract and objectives, social links).
   */
  @PublicAnswer()
  @Get()
  list(@Query('eventId') eventId: unknown, @Req() request: ApiRequest): Promise<readonly Speaker[]> {
    if (eventId !== undefined && typeof eventId !== 'string') throw invalid('eventId must be a single event id.');
    return this.queries.list(audienceOf(request), eventId || undefined);
  }

  /** The /speakers page: public speakers paged, each person once per event, grouped by event. */
  @PublicAnswer()
  @Get('search')
  search(@Req() request: ApiRequest): Promise<SpeakerSearchAnswer> {
    return this.queries.search(parseBody(SpeakerSearchQuerySchema, request.query), audienceOf(request));
  }

  /** The home page's 'Featured Speakers': events not over yet only. */
  @PublicAnswer()
  @Get('featured')
  featured(@Req() request: ApiRequest): Promise<FeaturedSpeakersAnswer> {
    return this.queries.featured(audienceOf(request));
  }

  @Get('trash')
  @AdminOnly()
  trash() {
    return this.queries.trashed();
  }

  /**
   * The speaker page (/speakers/:id): the speaker and every public event the same person speaks
   * at, with their sessions there. The same for admins: the page shows what the public sees.
   */
  @PublicAnswer()
  @Get(':id/profile')
  profile(@Param('id') id: string, @Req() request: ApiRequest): Promise<SpeakerProfile> {
    const { appearances } = parseBody(SpeakerProfileQuerySchema, request.query);
    return this.queries.profile(id, { all: appearances === 'all' });
  }

  @PublicAnswer()
  @Get(':id')
  get(@Param('id') id: string, @Req() request: ApiRequest) {
    return this.queries.get(id, audienceOf(request));
  }

  @Post()
  @ForEditors()
  async create(@Body() body: unknown, @Req() request: ApiRequest) {
    const { eventId, ...form } = parseBody(CreateSpeakerRequestSchema, body);
    const { speakerId } = await this.commands.execute(
      new ForSpeaker({ type: 'AddSpeaker', fields: form, eventId }, this.metadata.of(request)),
    );
    return this.queries.get(speakerId, 'admin');
  }

  /**
   * Flags ({socialVisible: false}, or several, applied together or not at all; isFeatured alone),
   * or some of the edit form's fields, or `eventId` (with or without fields) to move the speaker
   * to another event; never flags with fields.
   */
  @Patch(':id')
  @ForEditors()
  async update(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest) {
    const metadata = this.metadata.of(request);
    const { eventId, ...rest } = requireJsonObject(body);
    if (eventId !== undefined) {
      const target = parseBody(SpeakerMoveSchema, { eventId }).eventId;
      if (Object.keys(rest).some((key) => (SPEAKER_FLAGS as readonly string[]).includes(key)))
        throw invalid(FLAGS_WITH_FIELDS_MESSAGE);
      const changes = Object.keys(rest).length > 0 ? parseBody(SpeakerEditPatchSchema, rest) : {};
      await this.commands.execute(
        new ForSpeaker({ type: 'MoveSpeaker', speakerId: id, eventId: target, changes }, metadata),
      );
      return this.queries.get(id, 'admin');
    }
    const patch = parseFlagsOrEdit(body, SPEAKER_FLAGS, SpeakerFlagPatchSchema, SpeakerEditPatchSchema);
    await this.commands.execute(new ForSpeaker(speakerPatchCommand(id, patch), metadata));
    return this.queries.get(id, 'admin');
  }

  @Post(':id/trash')
  @ForEditors()
  @HttpCode(200)
  async moveToTrash(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest) {
    await this.queries.get(id, 'admin');
    await this.credentials.confirmPassword(body, request);
    await this.commands.execute(new ForSpeaker({ type: 'TrashSpeaker', speakerId: id }, this.metadata.of(request)));
    return { message: SPEAKER_TRASHED_MESSAGE };
  }

  @Post(':id/restore')
  @ForEditors()
  @HttpCode(200)
  async restore(@Param('id') id: string, @Req() request: ApiRequest) {
    await this.commands.execute(new ForSpeaker({ type: 'RestoreSpeaker', speakerId: id }, this.metadata.of(request)));
    return this.queries.get(id, 'admin');
  }
}

/** The command a PATCH of one speaker's flags or fields stands for. */
function speakerPatchCommand(
  speakerId: string,
  patch: FlagsOrEdit<SpeakerFlag, Partial<SpeakerFields>>,
): SpeakerBusCommand {
  switch (patch.kind) {
    case 'edit':
      return { type: 'UpdateSpeaker', speakerId, changes: patch.changes };
    case 'feature':
      return { type: patch.isFeatured ? 'FeatureSpeaker' : 'UnfeatureSpeaker', speakerId };
    case 'flags':
      return { type: 'SetSpeakerFlags', speakerId, flags: patch.flags };
  }
}

function audienceOf(request: ApiRequest): Audience {
  return isAdmin(request) ? 'admin' : 'public';
}
