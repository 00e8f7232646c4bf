import { z } from 'zod';
import { defineDomainEvent } from './define';
import { setsChanges, type ReadingsOf } from './reading';

/** The site's settings form one stream, `site-settings`; the entity id is always 'site'. */
export const SITE_SETTINGS_ID = 'site';

/**
 * What site settings are, as stored: types only. The rules an admin's change must pass (lengths,
 * web addresses) live in `SiteSettingsSchema` (http/site-settings.ts), which must produce this
 * shape; keeping them out of the stored shape means tightening a rule never makes old domain
 * events unreadable.
 */
export const SiteSettingsFieldsSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  /** The two company web addresses of the footer and the 'Get Connected' block. */
  websites: z.array(z.object({ label: z.string(), url: z.string() })),
  socialLinks: z.object({
    linkedin: z.string().nullable(),
    twitter: z.string().nullable(),
    instagram: z.string().nullable(),
    facebook: z.string().nullable(),
  }),
  speakerSphereUrl: z.string(),
  hero: z.object({ title: z.string(), tagline: z.string() }),
  cityBanner: z.array(z.string()),
});

export const SiteSettingsUpdated = defineDomainEvent({
  type: 'SiteSettingsUpdated',
  entity: { kind: 'settings', idField: 'settingsId' },
  data: z.object({ settingsId: z.literal(SITE_SETTINGS_ID), changes: SiteSettingsFieldsSchema.partial() }),
  description:
    'An admin changed site settings or home-page content (contact details, web addresses, social links, tagline, SpeakerSphere URL, hero texts, city banner); `changes` holds only the changed settings.',
});

export const siteSettingsDomainEvents = [SiteSettingsUpdated] as const;

/** What people read of each site settings domain event (docs: reading.ts). */
export const siteSettingsReadings: ReadingsOf<typeof siteSettingsDomainEvents> = {
  SiteSettingsUpdated: {
    label: 'Site settings changed',
    sentence: ({ changedFields }) => `changed the site settings (${changedFields})`,
    fold: setsChanges,
  },
};
