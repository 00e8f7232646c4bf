import type { SiteSettings } from '@dental/contracts';

/**
 * What the public site shows until an admin changes it in /admin/settings or /admin/content.
 * Contact details are fictional placeholders (555 numbers, example domains) for a fresh install.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'Dental Education Events',
  tagline: 'Premier professional dental education across the US and Canada.',
  contactPhone: '(555) 010-4400',
  contactEmail: 'hello@dentaleducation.example.com',
  websites: [
    { label: 'dentaleducation.example.com', url: 'https://www.dentaleducation.example.com' },
    { label: 'dentalspeakers.example.com', url: 'https://www.dentalspeakers.example.com' },
  ],
  socialLinks: {
    linkedin: 'https://www.linkedin.com/company/dental-education-events-example',
    twitter: 'https://x.com/dentaleventsexample',
    instagram: 'https://www.instagram.com/dentaleventsexample',
    facebook: 'https://www.facebook.com/dentaleventsexample',
  },
  speakerSphereUrl: 'https://speakersphere.example.com',
  hero: {
    // `{years}`: the years of the events listed, worked out when the page is shown (decision 0056).
    title: 'Dental Education Events {years}',
    tagline: 'Conferences, symposiums and hands-on courses with leading clinicians across the US and Canada.',
  },
  cityBanner: [
    'Dallas',
    'Austin',
    'Orlando',
    'Chicago',
    'Los Angeles',
    'San Francisco',
    'Seattle',
    'Napa Valley',
    'Washington DC',
    'Boston',
    'NYC',
    'Miami',
    'Las Vegas',
    'Denver',
  ],
};
