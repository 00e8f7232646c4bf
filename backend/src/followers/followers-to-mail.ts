import { Inject, Injectable } from '@nestjs/common';
import { serverSecret } from '../accounts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EventFollowers, FollowerToMail } from '../mail';
import { FollowerStore } from './follower-store';
import { followerToken } from './follower-tokens';

/** The followers of an event as the mail reactor reads them (mail/event-followers.port.ts). */
@Injectable()
export class FollowersToMail extends EventFollowers {
  private readonly secret: string;

  constructor(
    private readonly followers: FollowerStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.secret = serverSecret(config);
  }

  async confirmedOf(eventId: string): Promise<FollowerToMail[]> {
    return (await this.followers.ofEvent(eventId))
      .filter((follower) => follower.status === 'confirmed')
      .map((follower) => ({
        email: follower.email,
        unsubscribeToken: followerToken(this.secret, 'unsubscribe', follower.id),
      }));
  }

  async eraseOf(eventId: string): Promise<void> {
    for (const follower of await this.followers.ofEvent(eventId)) await this.followers.remove(follower.id);
  }
}
