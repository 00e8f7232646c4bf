import {
  SITE_SETTINGS_ID,
  type DomainEventsIn,
  type SiteSettings,
  type siteSettingsDomainEvents,
} from '@dental/contracts';
import type { Decider } from '../../shared/domain/decider';
import { changedFields } from '../../shared/domain/changed-fields';

export const SITE_SETTINGS_STREAM = 'site-settings';

export type SiteSettingsDomainEvent = DomainEventsIn<typeof siteSettingsDomainEvents>;
export type SiteSettingsCommand = { type: 'UpdateSiteSettings'; changes: Partial<SiteSettings> };

/** Settings start from the configured defaults; each update records only what differs. */
export function siteSettingsDecider(
  defaults: SiteSettings,
): Decider<SiteSettings, SiteSettingsCommand, SiteSettingsDomainEvent> {
  return {
    initialState: () => defaults,
    evolve: (state, domainEvent) => ({ ...state, ...domainEvent.data.changes }),
    decide(command, state) {
      const changes = changedFields(state, command.changes);
      return Object.keys(changes).length === 0
        ? []
        : [{ type: 'SiteSettingsUpdated', data: { settingsId: SITE_SETTINGS_ID, changes } }];
    },
  };
}
