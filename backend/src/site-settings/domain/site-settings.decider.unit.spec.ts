import { SITE_SETTINGS_ID, type SiteSettings } from '@dental/contracts';
import { given } from '../../event-sourcing/testing/given-when-then';
import { type SiteSettingsDomainEvent, siteSettingsDecider } from './site-settings.decider';

const defaults: SiteSettings = {
  siteName: 'Dental Education Events',
  tagline: 'CE across the US and Canada.',
  contactPhone: '(555) 010-4400',
  contactEmail: 'hello@example.com',
  websites: [{ label: 'example.com', url: 'https://example.com' }],
  socialLinks: { linkedin: null, twitter: null, instagram: null, facebook: null },
  speakerSphereUrl: 'https://speakersphere.example.com',
  hero: { title: 'Dental Education Events', tagline: 'Conferences and hands-on courses.' },
  cityBanner: ['Dallas', 'Toronto'],
};
const decider = siteSettingsDecider(defaults);
const updated = (changes: Partial<SiteSettings>): SiteSettingsDomainEvent => ({
  type: 'SiteSettingsUpdated',
  data: { settingsId: SITE_SETTINGS_ID, changes },
});

describe('site settings decider', () => {
  it('starts from the configured defaults', () => {
    expect(given(decider, []).state).toEqual(defaults);
  });

  it('records only the settings that differ', () =>
    given(decider, [])
      .when({ type: 'UpdateSiteSettings', changes: { siteName: 'Dental Education Events', tagline: 'New tagline' } })
      .then([updated({ tagline: 'New tagline' })]));

  it('compares nested settings by value', () =>
    given(decider, [])
      .when({
        type: 'UpdateSiteSettings',
        changes: {
          hero: { ...defaults.hero },
          socialLinks: { ...defaults.socialLinks, linkedin: 'https://www.linkedin.com/company/x' },
        },
      })
      .then([updated({ socialLinks: { ...defaults.socialLinks, linkedin: 'https://www.linkedin.com/company/x' } })]));

  it('records nothing when a save changes nothing, so the history stays meaningful', () =>
    given(decider, [updated({ tagline: 'New tagline' })])
      .when({ type: 'UpdateSiteSettings', changes: { tagline: 'New tagline', cityBanner: ['Dallas', 'Toronto'] } })
      .thenNothingHappens());

  it('folds each update over the settings before it', () => {
    const { state } = given(decider, [updated({ tagline: 'First' }), updated({ cityBanner: ['Halifax'] })]);
    expect(state).toEqual({ ...defaults, tagline: 'First', cityBanner: ['Halifax'] });
  });
});
