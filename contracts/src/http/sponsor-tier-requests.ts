import { z } from 'zod';
import { SPONSOR_TIERS } from '../entities';

/** PATCH /api/sponsor-tiers/:eventId: one tier's heading for that event; an empty name goes back to the default. */
export const SPONSOR_TIER_NAME_MAX = 60;
export const SPONSOR_TIER_NAME_TOO_LONG = `Tier name must be under ${SPONSOR_TIER_NAME_MAX} characters`;

export const RenameSponsorTierRequestSchema = z.object({
  tierLevel: z.enum(SPONSOR_TIERS, { message: 'Tier level must be platinum, gold or silver' }),
  customName: z
    .union([z.string({ message: 'Tier name must be text' }), z.null()], { message: 'Tier name must be text' })
    .transform((value) => value?.trim() ?? '')
    .refine((value) => value.length <= SPONSOR_TIER_NAME_MAX, { message: SPONSOR_TIER_NAME_TOO_LONG }),
});
export type RenameSponsorTierRequest = z.input<typeof RenameSponsorTierRequestSchema>;
