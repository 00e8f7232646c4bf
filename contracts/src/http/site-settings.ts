import { z } from 'zod';
import { SiteSettingsFieldsSchema } from '../domain-events/site-settings';
import { optionalHttpUrl } from './url';

/**
 * Site settings: the contact details, web addresses, social links, tagline and SpeakerSphere URL
 * shown across the public site, plus the home page's hero texts and city banner. Served by
 * GET /api/site-settings; defaults live in the backend's config; admins change them by command.
 */
export type SiteSettings = z.infer<typeof SiteSettingsFieldsSchema>;

export const SiteSettingsSchema = z.object({
  siteName: z.string().trim().min(1, 'Site name is required').max(100),
  tagline: z.string().trim().min(1, 'Tagline is required').max(300),
  contactPhone: z.string().trim().min(1, 'Contact phone is required').max(30, 'Phone must be under 30 characters'),
  contactEmail: z.string().trim().email('Please provide a valid email address'),
  websites: z
    .array(
      z.object({
        label: z.string().trim().min(1, 'Label is required').max(100),
        url: z
          .string()
          .url('Please provide a valid URL')
          .refine((u) => /^https?:\/\//.test(u), 'Please provide an http(s) URL'),
      }),
    )
    .max(4),
  socialLinks: z.object({
    linkedin: optionalHttpUrl('Please provide a valid LinkedIn URL'),
    twitter: optionalHttpUrl('Please provide a valid X URL'),
    instagram: optionalHttpUrl('Please provide a valid Instagram URL'),
    facebook: optionalHttpUrl('Please provide a valid Facebook URL'),
  }),
  speakerSphereUrl: z
    .string()
    .url('Please provide a valid URL')
    .refine((u) => /^https?:\/\//.test(u), 'Please provide an http(s) URL'),
  hero: z.object({
    title: z.string().trim().min(1, 'Hero title is required').max(200),
    tagline: z.string().trim().min(1, 'Hero tagline is required').max(500),
  }),
  cityBanner: z
    .array(z.string().trim().min(1, 'A city name cannot be empty').max(60, 'A city name can be at most 60 characters'))
    .min(1, 'Add at least one city')
    .max(40, 'The banner can list at most 40 cities'),
}) satisfies z.ZodType<SiteSettings>; // what passes the rules has the stored shape

/** PATCH /api/site-settings: any subset of the settings, each validated as above. */
export const SiteSettingsPatchSchema = SiteSettingsSchema.partial().strict();
