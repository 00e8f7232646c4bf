// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { SiteSettingsModule, SiteSettingsQueries } from './site-settings.module';
