import { z } from 'zod';
import { INSECURE_IMAGE_URL_MESSAGE, isImageUrl, isInsecureHttpUrl } from './image-url';
import { isHttpUrl, optionalHttpUrl } from './url';

/**
 * The edit-speaker form (spec section 5), shared by the admin screen and the server so both give
 * the same messages. POST /api/speakers adds the speaker's event; PATCH sends a flag or some fields.
 */

export const FEATURED_SPEAKERS_LIMIT = 3;
export const FEATURED_SPEAKERS_LIMIT_MESSAGE =
  'You can only have 3 featured speakers per event. Please unfeature a speaker first.';

export const SPEAKER_ABSTRACT_MAX = 5000;
export const SPEAKER_OBJECTIVES_MAX = 20;
export const SPEAKER_OBJECTIVE_MAX = 500;
export const SPEAKER_SOCIAL_LINKS_MAX = 20;
export const SPEAKER_CREDENTIALS_MAX = 100;
export const SPEAKER_DISCLOSURE_MAX = 2000;
/** Messages for 'Same person as…' (`samePersonAs`), each naming the field. */
export const SAME_PERSON_AS_INVALID = 'Same person as must be a speaker id or null';
export const SAME_PERSON_AS_SELF = 'Same person as must be another speaker, not this one';
export const SAME_PERSON_AS_UNKNOWN = 'Same person as names no speaker on the site';
export const SAME_PERSON_AS_TRASHED = 'Same person as names a speaker in the trash; restore it first';
/** What a speaker with no financial relationships to disclose states; offered by the edit form. */
export const NO_RELEVANT_RELATIONSHIPS = 'No relevant financial relationships to disclose.';

/** A speaker photo: none (''), an attached-asset path, an uploaded image (/media/...) or an https URL. */
export function isValidSpeakerImage(value: string): boolean {
  return value === '' || (/^\/attached_assets\/[\w./-]+$/.test(value) && !value.includes('..')) || isImageUrl(value);
}

/** How a social network is named in messages ('twitter' is shown as X). */
export function socialNetworkLabel(network: string): string {
  const known: Record<string, string> = {
    instagram: 'Instagram',
    twitter: 'X',
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    tiktok: 'TikTok',
    github: 'GitHub',
    youtube: 'YouTube',
  };
  return known[network.toLowerCase()] ?? network.charAt(0).toUpperCase() + network.slice(1);
}

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ message }).trim().min(1, message).max(max, tooLong);

/**
 * Network → URL. Each link must be an http(s) URL; '#', empty or null mean "not set" and are
 * dropped, so the saved record holds only real links. Problems are reported per network
 * (path 'socialLinks.instagram').
 */
export const SocialLinksSchema = z
  .record(z.string(), z.union([z.string(), z.null()]))
  .superRefine((links, context) => {
    const entries = Object.entries(links);
    if (entries.length > SPEAKER_SOCIAL_LINKS_MAX)
      context.addIssue({ code: 'custom', message: `Up to ${SPEAKER_SOCIAL_LINKS_MAX} social links`, path: [] });
    for (const [network, url] of entries) {
      if (!/^[A-Za-z][A-Za-z0-9_-]{0,29}$/.test(network)) {
        context.addIssue({
          code: 'custom',
          message: 'Social network names use letters, digits, - and _ only',
          path: [network],
        });
        continue;
      }
      const value = url?.trim() ?? '';
      if (value === '' || value === '#') continue;
      if (value.length > 2000 || !isHttpUrl(value))
        context.addIssue({
          code: 'custom',
          message: `Please provide a valid ${socialNetworkLabel(network)} URL`,
          path: [network],
        });
    }
  })
  .transform((links) => {
    const set: Record<string, string> = {};
    for (const [network, url] of Object.entries(links)) {
      const value = url?.trim() ?? '';
      if (value !== '' && value !== '#') set[network.toLowerCase()] = value;
    }
    return set;
  });

export const SpeakerFormSchema = z.object({
  name: requiredText('Name is required', 200, 'Name must be under 200 characters'),
  profession: requiredText('Profession is required', 200, 'Profession must be under 200 characters'),
  specialty: requiredText('Specialty is required', 200, 'Specialty must be under 200 characters'),
  lectureTitle: requiredText('Lecture title is required', 300, 'Lecture title must be under 300 characters'),
  email: z
    .string({ message: 'Please provide a valid email address' })
    .trim()
    .max(254, 'Please provide a valid email address')
    .pipe(z.email({ message: 'Please provide a valid email address' })),
  image: z
    .union([z.string(), z.null()])
    .transform((value) => value?.trim() ?? '')
    .superRefine((value, context) => {
      if (isInsecureHttpUrl(value)) context.addIssue({ code: 'custom', message: INSECURE_IMAGE_URL_MESSAGE });
      else if (value.length > 2000 || !isValidSpeakerImage(value))
        context.addIssue({ code: 'custom', message: 'Please provide a valid image URL' });
    })
    .optional(),
  socialLinks: SocialLinksSchema.optional(),
  profileUrl: optionalHttpUrl('Please provide a valid profile URL'),
  abstract: z
    .union([z.string(), z.null()])
    .transform((value) => value?.trim() ?? '')
    .refine((value) => value.length <= SPEAKER_ABSTRACT_MAX, {
      message: `Abstract must be under ${SPEAKER_ABSTRACT_MAX} characters`,
    })
    .optional(),
  objectives: z
    .array(
      z
        .string({ message: 'Each objective must be text' })
        .trim()
        .max(SPEAKER_OBJECTIVE_MAX, `Each objective must be under ${SPEAKER_OBJECTIVE_MAX} characters`),
      {
        message: 'Objectives must be a list',
      },
    )
    .max(SPEAKER_OBJECTIVES_MAX, `Up to ${SPEAKER_OBJECTIVES_MAX} objectives`)
    .transform((objectives) => objectives.filter((objective) => objective !== ''))
    .optional(),
  credentials: z
    .union([z.string({ message: 'Credentials must be text' }), z.null()])
    .transform((value) => value?.trim() ?? '')
    .refine((value) => value.length <= SPEAKER_CREDENTIALS_MAX, {
      message: `Credentials must be under ${SPEAKER_CREDENTIALS_MAX} characters`,
    })
    .optional(),
  disclosure: z
    .union([z.string({ message: 'Disclosure must be text' }), z.null()])
    .transform((value) => value?.trim() ?? '')
    .refine((value) => value.length <= SPEAKER_DISCLOSURE_MAX, {
      message: `Disclosure must be under ${SPEAKER_DISCLOSURE_MAX} characters`,
    })
    .optional(),
  /**
   * 'Same person as…': the id of another speaker record of this person, or null (or '') for no
   * link. The server also checks that it names an existing speaker other than this one.
   */
  samePersonAs: z
    .union([z.string({ message: SAME_PERSON_AS_INVALID }), z.null()], { message: SAME_PERSON_AS_INVALID })
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= 100, { message: SAME_PERSON_AS_INVALID })
    .optional(),
});
export type SpeakerForm = z.input<typeof SpeakerFormSchema>;
export type ValidSpeakerForm = z.output<typeof SpeakerFormSchema>;

/** POST /api/speakers: the form plus the event the speaker belongs to. */
export const CreateSpeakerRequestSchema = SpeakerFormSchema.extend({
  eventId: z.string({ message: 'Event is required' }).trim().min(1, 'Event is required').max(200, 'Event is required'),
});
export type CreateSpeakerRequest = z.input<typeof CreateSpeakerRequestSchema>;

/**
 * PATCH /api/speakers/:id with `eventId` moves the speaker to that event (alone or with some of
 * the form's fields, applied together); a featured speaker stays featured there if the event has
 * fewer than 3.
 */
export const SpeakerMoveSchema = z.object({
  eventId: z.string({ message: 'Event is required' }).trim().min(1, 'Event is required').max(200, 'Event is required'),
});

/** Flags that PATCH /api/speakers/:id sets; several in one request are applied together or not at all (isFeatured alone). */
export const SPEAKER_FLAGS = ['socialVisible', 'hideAbstract', 'isFeatured'] as const;
export type SpeakerFlag = (typeof SPEAKER_FLAGS)[number];

export const SpeakerFlagPatchSchema = z
  .object({
    socialVisible: z.boolean({ message: 'socialVisible must be true or false' }),
    hideAbstract: z.boolean({ message: 'hideAbstract must be true or false' }),
    isFeatured: z.boolean({ message: 'isFeatured must be true or false' }),
  })
  .partial()
  .strict();

/** PATCH /api/speakers/:id with some of the form's fields: those present must be valid; required ones cannot be blanked. */
export const SpeakerEditPatchSchema = SpeakerFormSchema.partial().strict();
