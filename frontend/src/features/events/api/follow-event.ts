import { API_PATHS, apiPath } from '@dental/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/events/:id/followers: asks for a confirmation mail to `email`. The server answers 202
 * whatever the address (known, new or already following), so the answer says nothing about who follows.
 */
export function followEvent(eventId: string, email: string): Promise<unknown> {
  return api.post<unknown>(apiPath(API_PATHS.followEvent, { id: eventId }), { email });
}

/** A plausible address, checked before sending so a typo is said at once; the server checks again. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= 254;
}
