import { z } from 'zod';

/**
 * Following an event (POST /api/events/:id/followers) and the two links of its mails
 * (POST /api/followers/confirm, POST /api/followers/unsubscribe).
 */
export const FollowRequestSchema = z
  .object({
    email: z
      .string({ error: 'Please enter your e-mail address.' })
      .trim()
      .toLowerCase()
      .max(254, 'That e-mail address is too long.')
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid e-mail address.'),
  })
  .strict();

/** The token from a confirmation or unsubscribe link. */
export const FollowerTokenRequestSchema = z
  .object({
    token: z
      .string({ error: 'The link is incomplete.' })
      .min(1, 'The link is incomplete.')
      .max(300, 'The link is not valid.'),
  })
  .strict();
