import { z } from 'zod';
import { SPONSOR_TIERS, DEFAULT_SPONSOR_TIER, type Sponsor } from '../entities';
import { INSECURE_IMAGE_URL_MESSAGE, isInsecureHttpUrl, isSponsorImage } from './image-url';
import { isHttpUrl, optionalHttpUrl } from './url';

/**
 * The add-sponsor form (spec section 5), shared by the admin screen and the server. A 400 names
 * each bad field in `issues` (path 'website', 'socialHandles.instagram', ...).
 */

export const SPONSOR_LOGO_TEXT_MAX = 12;

/**
 * A logo is a short text badge ('NOVA', shown on a gradient), an uploaded image (/media/...), an https
 * image URL or a picture shipped with the site (/attached_assets/...). See docs/decisions/.
 */
export function isValidSponsorLogo(value: string): boolean {
  const logo = value.trim();
  if (logo === '') return false;
  if (isSponsorImage(logo)) return logo.length <= 2000;
  // Control characters are exactly what this refuses in badge text.
  // eslint-disable-next-line no-control-regex
  return logo.length <= SPONSOR_LOGO_TEXT_MAX && !/[\u0000-\u001f<>]/.test(logo) && !logo.includes('://');
}

/** An optional image address: empty or '#' mean "not set" (null); http:// is refused with its own message. */
const optionalImageUrl = (message: string) =>
  z
    .union([z.string({ message }), z.null()], { message })
    .optional()
    .transform((value) => (value == null || value.trim() === '' || value.trim() === '#' ? null : value.trim()))
    .superRefine((value, context) => {
      if (value === null) return;
      if (isInsecureHttpUrl(value)) context.addIssue({ code: 'custom', message: INSECURE_IMAGE_URL_MESSAGE });
      else if (value.length > 2000 || !isSponsorImage(value)) context.addIssue({ code: 'custom', message });
    });

/** Digits, spaces, +, -, (, ), and dots; 7 to 20 characters with at least 7 digits. */
export function isValidPhoneNumber(value: string): boolean {
  return /^[0-9+\-(). ]{7,20}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7;
}

/** '@name' as Instagram and X spell handles. */
export function isSocialHandle(value: string): boolean {
  return /^@[A-Za-z0-9._]{1,30}$/.test(value);
}

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ message }).trim().min(1, message).max(max, tooLong);

/** An optional text input: null, empty or blank mean "not set" (undefined, so the key is dropped). */
const optionalHandle = (isValid: (value: string) => boolean, message: string) =>
  z
    .union([z.string({ message }), z.null()], { message })
    .optional()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value.trim()))
    .refine((value) => value === undefined || (value.length <= 2000 && isValid(value)), { message });

export const SponsorSocialHandlesFormSchema = z
  .object({
    instagram: optionalHandle(
      (value) => isSocialHandle(value) || isHttpUrl(value),
      "Instagram must be '@name' or a full URL",
    ),
    twitter: optionalHandle((value) => isSocialHandle(value) || isHttpUrl(value), "X must be '@name' or a full URL"),
    facebook: optionalHandle(isHttpUrl, 'Facebook must be a page URL'),
    linkedin: optionalHandle(isHttpUrl, 'LinkedIn must be a page URL'),
  })
  .strict()
  .transform((handles) => {
    const set: { instagram?: string; twitter?: string; facebook?: string; linkedin?: string } = {};
    for (const [network, value] of Object.entries(handles) as Array<[keyof typeof set, string | undefined]>)
      if (value !== undefined) set[network] = value;
    return set;
  });

const sponsorTier = z.enum(SPONSOR_TIERS, { message: 'Please choose a sponsor tier' });

/** The sponsor's own fields, without defaults, so a partial edit never fills in absent ones. */
const sponsorFieldShape = {
  name: requiredText('Company name is required', 200, 'Company name must be under 200 characters'),
  description: requiredText('Description is required', 2000, 'Description must be under 2000 characters'),
  logo: z
    .string({ message: 'Logo is required' })
    .trim()
    .min(1, 'Logo is required')
    .superRefine((value, context) => {
      if (isInsecureHttpUrl(value)) context.addIssue({ code: 'custom', message: INSECURE_IMAGE_URL_MESSAGE });
      else if (!isValidSponsorLogo(value))
        context.addIssue({
          code: 'custom',
          message: `Logo must be an http(s) image URL or a short text badge of up to ${SPONSOR_LOGO_TEXT_MAX} characters`,
        });
    }),
  companyImage: optionalImageUrl('Please provide a valid company image URL'),
  website: optionalHttpUrl('Please provide a valid website URL'),
  telephone: z
    .union([z.string({ message: 'Please provide a valid phone number' }), z.null()], {
      message: 'Please provide a valid phone number',
    })
    .optional()
    .transform((value) => (value == null || value.trim() === '' ? null : value.trim()))
    .refine((value) => value === null || isValidPhoneNumber(value), { message: 'Please provide a valid phone number' }),
  socialHandles: SponsorSocialHandlesFormSchema.optional(),
  tier: sponsorTier,
};

export const SponsorFormSchema = z.object({ ...sponsorFieldShape, tier: sponsorTier.default(DEFAULT_SPONSOR_TIER) });
export type SponsorForm = z.input<typeof SponsorFormSchema>;
export type ValidSponsorForm = z.output<typeof SponsorFormSchema>;

/** POST /api/sponsors: the form, and optionally the event it sponsors (which must exist) and the global flag. */
export const CreateSponsorRequestSchema = SponsorFormSchema.extend({
  eventId: z
    .union([z.string({ message: 'Event must be an event id' }), z.null()], { message: 'Event must be an event id' })
    .optional()
    .transform((value) => (value == null || value.trim() === '' ? null : value.trim())),
  isGlobalSponsor: z.boolean({ message: 'isGlobalSponsor must be true or false' }).optional(),
});
export type CreateSponsorRequest = z.input<typeof CreateSponsorRequestSchema>;

/** PATCH /api/sponsors/:id with some of the sponsor's fields (those present must be valid). */
export const SponsorEditPatchSchema = z.object(sponsorFieldShape).partial().strict();

/** PATCH /api/sponsors/:id with only the global flag (the global-sponsor picker). */
export const SponsorGlobalPatchSchema = z
  .object({ isGlobalSponsor: z.boolean({ message: 'isGlobalSponsor must be true or false' }) })
  .strict();

/** PATCH /api/sponsors/:id/assign-to-event: an event and tier, or eventId null to take the sponsor off its event. */
export const AssignSponsorRequestSchema = z
  .object({
    eventId: z.union([z.string().trim().min(1, 'Event is required'), z.null()], { message: 'Event is required' }),
    tier: sponsorTier.optional(),
  })
  .strict();
export type AssignSponsorRequest = z.input<typeof AssignSponsorRequestSchema>;

/** GET /api/sponsors/trash: a trashed sponsor and when it will be purged (14 days after trashedAt). */
export type TrashedSponsor = Sponsor & { trashedAt: string; purgeAt: string };

export const SPONSOR_IN_TRASH = 'This sponsor is in the trash. Restore it first.';
export const SPONSOR_TRASHED_MESSAGE = 'Sponsor moved to trash';
