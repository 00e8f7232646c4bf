import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { FollowRequestSchema, FollowerTokenRequestSchema } from '@dental/contracts';
import { serverSecret } from '../accounts';
import { AdminOnly, OwnersOnly, PublicWrite } from '../shared/http/access.decorators';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EventsQueries } from '../events';
import { MailDispatcher } from '../mail';
import { templates } from '../mail';
import { siteOrigin } from '../mail';
import { Clock } from '../shared/clock';
import { invalid, notFound } from '../shared/domain/domain-errors';
import { parseBody } from '../shared/http/parse-body';
import type { ApiRequest } from '../shared/http/request-context';
import { OutboxStore } from '../shared/shared-state/outbox-store.port';
import { SiteSettingsQueries } from '../site-settings';
import { FollowerStore } from './follower-store';
import { followerIdFromToken, followerToken } from './follower-tokens';
import { FollowThrottle } from './follow-throttle';

export const FOLLOWER_NOT_FOUND = 'Follower not found.';
export const CONFIRM_LINK_INVALID =
  'This confirmation link is not valid. Please follow the event again to get a new one.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';

/**
 * Visitors follow an event to hear when its registration opens or its status, date, place or sessions change.
 * Double opt-in: the address gets a confirmation message and nothing else until the link in it is
 * followed. The answer to a follow request is 202 whether the address is new, pending or already
 * confirmed, so nobody learns who follows what.
 */
@Controller('api')
export class FollowersController {
  private readonly secret: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly followers: FollowerStore,
    private readonly outbox: OutboxStore,
    private readonly dispatcher: MailDispatcher,
    private readonly events: EventsQueries,
    private readonly siteSettings: SiteSettingsQueries,
    private readonly throttle: FollowThrottle,
    private readonly clock: Clock,
  ) {
    this.secret = serverSecret(config);
  }

  @Post('events/:id/followers')
  @PublicWrite()
  @HttpCode(202)
  async follow(@Param('id') eventId: string, @Body() body: unknown, @Req() request: ApiRequest) {
    const { email } = parseBody(FollowRequestSchema, body);
    const event = await this.events.get(eventId, 'public');
    await this.throttle.take(request.ip);
    const now = this.clock.now().toISOString();
    const { follower } = await this.followers.add(eventId, email, now);
    if (follower.status === 'pending') {
      // One confirmation a day per address and event: asking again the next day sends a new one.
      const origin = siteOrigin(this.config);
      const settings = await this.siteSettings.current();
      const composed = templates.followConfirmation(
        { siteName: settings.siteName, contactEmail: settings.contactEmail, contactPhone: settings.contactPhone },
        event.title,
        `${origin}/follow/confirm/${followerToken(this.secret, 'confirm', follower.id)}`,
        `${origin}/follow/unsubscribe/${followerToken(this.secret, 'unsubscribe', follower.id)}`,
      );
      const added = await this.outbox.enqueue([
        {
          key: `follow-${follower.id}-${now.slice(0, 10)}|${email}|follow-confirmation`,
          template: 'follow-confirmation',
          to: email,
          createdAt: now,
          ...composed,
        },
      ]);
      if (added > 0) this.dispatcher.wake();
    }
    return { message: 'Thanks! Please check your inbox to confirm.' };
  }

  @Post('followers/confirm')
  @PublicWrite()
  @HttpCode(200)
  async confirm(@Body() body: unknown) {
    const { token } = parseBody(FollowerTokenRequestSchema, body);
    const id = followerIdFromToken(this.secret, 'confirm', token);
    const follower = id === null ? null : await this.followers.get(id);
    if (!follower) throw invalid(CONFIRM_LINK_INVALID);
    await this.followers.confirm(follower.id);
    const event = await this.events.find(follower.eventId);
    return { status: 'confirmed' as const, eventId: follower.eventId, eventTitle: event?.title ?? null };
  }

  /** Always succeeds for a genuine link, also when the address was already removed: unsubscribing twice is not an error. */
  @Post('followers/unsubscribe')
  @PublicWrite()
  @HttpCode(200)
  async unsubscribe(@Body() body: unknown) {
    const { token } = parseBody(FollowerTokenRequestSchema, body);
    const id = followerIdFromToken(this.secret, 'unsubscribe', token);
    if (id === null) throw invalid(UNSUBSCRIBE_LINK_INVALID);
    const follower = await this.followers.get(id);
    await this.followers.remove(id);
    const event = follower ? await this.events.find(follower.eventId) : null;
    return { status: 'unsubscribed' as const, eventId: follower?.eventId ?? null, eventTitle: event?.title ?? null };
  }

  /** Owners see who follows an event (personal data), oldest first. */
  @Get('events/:id/followers')
  @AdminOnly()
  @OwnersOnly()
  @OwnersOnly()
  async list(@Param('id') eventId: string) {
    await this.events.get(eventId, 'admin');
    return (await this.followers.ofEvent(eventId)).map(({ id, email, status, createdAt }) => ({
      id,
      email,
      status,
      createdAt,
    }));
  }

  /** Erases the address (it was never in the log). */
  @Delete('followers/:id')
  @OwnersOnly()
  @OwnersOnly()
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    if (!(await this.followers.remove(id))) throw notFound(FOLLOWER_NOT_FOUND);
  }
}
