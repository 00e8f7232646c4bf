import { Injectable } from '@nestjs/common';
import type { SiteSettings } from '@dental/contracts';
import { DocumentProjection, patch } from '../../event-sourcing/projections/projection';
import type { SiteSettingsDomainEvent } from '../domain/site-settings.decider';

export const SITE_SETTINGS_COLLECTION = 'site_settings';

/** The `site_settings` read model: one document holding every setting ever changed (the defaults fill in the rest when read). */
@Injectable()
export class SiteSettingsProjection extends DocumentProjection<Partial<SiteSettings>, SiteSettingsDomainEvent> {
  constructor() {
    super({
      name: 'site-settings',
      collection: SITE_SETTINGS_COLLECTION,
      documentId: (domainEvent) => domainEvent.data.settingsId,
      on: {
        SiteSettingsUpdated: (_current, { data }) => patch<Partial<SiteSettings>>(data.changes),
      },
    });
  }
}
