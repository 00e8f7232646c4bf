import { Injectable } from '@nestjs/common';
import { ClientLimit } from '../shared/limits/attempt-limit';
import { SharedState } from '../shared/shared-state/shared-state.port';

export const MAX_FOLLOWS_PER_HOUR = 10;

/**
 * Follow requests per client network: each sends a confirmation message to whatever address was
 * typed, so without a limit the form would mail strangers on anyone's behalf. Counted in shared
 * storage.
 */
@Injectable()
export class FollowThrottle extends ClientLimit {
  constructor(shared: SharedState) {
    super(
      shared,
      { name: 'follows', points: MAX_FOLLOWS_PER_HOUR, durationSeconds: 60 * 60 },
      (wait) => `Too many requests from your network. Please try again in ${wait}.`,
    );
  }
}
