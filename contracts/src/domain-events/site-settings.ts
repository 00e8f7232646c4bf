import { z } from 'zod';
import { defineDomainEvent } from './define';

/** The site's settings form one stream, `site-settings`; the entity id is always 'site'. */
export const SITE_SETTINGS_ID = 'site';

export const SiteSettingsUpdated = defineDomainEvent({
  type: 'SiteSettingsUpdated',
  entity: { kind: 'settings', idField: 'settingsId' },
  data: z.object({ settingsId: z.literal(SITE_SETTINGS_ID), changes: z.record(z.string(), z.unknown()) }),
  description:
    'An admin changed site settings or home-page content (contact details, web addresses, social links, tagline, SpeakerSphere URL, hero texts, city banner); `changes` holds only the changed settings.',
});

export const siteSettingsDomainEvents = [SiteSettingsUpdated] as const;
