import { API_PATHS } from '@dental/contracts';
import { api } from '../../../lib/api-client';

/** What a confirmation or an unsubscribe may answer: the event it was about, when the server names it. */
export interface FollowLinkAnswer {
  eventId?: string;
  eventTitle?: string;
}

/** The two links every follower mail carries, and the POST each page sends for its token. */
export type FollowLinkAction = 'confirm' | 'unsubscribe';

const FOLLOW_LINK_ROUTES = { confirm: 'confirmFollower', unsubscribe: 'unsubscribeFollower' } as const;

/** POST /api/followers/confirm or /api/followers/unsubscribe with the link's token. */
export async function sendFollowLink(action: FollowLinkAction, token: string): Promise<FollowLinkAnswer> {
  const answer = await api.post<unknown>(API_PATHS[FOLLOW_LINK_ROUTES[action]].path, { token });
  return readAnswer(answer);
}

/** Only the fields this page shows, and only when they are text: an answer without them is still a success. */
export function readAnswer(answer: unknown): FollowLinkAnswer {
  if (typeof answer !== 'object' || answer === null) return {};
  const { eventId, eventTitle } = answer as Record<string, unknown>;
  return {
    ...(typeof eventId === 'string' && eventId !== '' ? { eventId } : {}),
    ...(typeof eventTitle === 'string' && eventTitle !== '' ? { eventTitle } : {}),
  };
}
