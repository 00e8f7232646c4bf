import type { Speaker, SpeakerProfile } from '@dental/contracts';
import { speakerJsonLd } from './speaker-json-ld';

const PAGE = 'https://dentalevents.example/speakers/s-1';

function speaker(overrides: Partial<Speaker> = {}): Speaker {
  return {
    id: 's-1',
    eventId: 'ev-1',
    name: 'Dr. Ana Ruiz',
    profession: 'Periodontist',
    specialty: 'Implants',
    lectureTitle: 'Implant Planning',
    email: 'ana@example.org',
    image: '/attached_assets/speakers/ana.svg',
    socialLinks: { linkedin: 'https://www.linkedin.com/in/ana', instagram: '#' },
    socialVisible: true,
    hideAbstract: false,
    isFeatured: false,
    profileUrl: 'https://speakersphere.example.com/profiles/ana',
    abstract: '',
    objectives: [],
    credentials: 'DDS, MS',
    disclosure: '',
    samePersonAs: null,
    trashedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const event = (id: string, title: string, startDate: string | null) => ({
  id,
  title,
  date: startDate ?? 'TBD',
  location: 'Convention Center',
  city: 'Dallas, TX',
  hideSocialMedia: false,
  hideAbstracts: false,
  startDate,
  endDate: startDate,
  format: 'in_person' as const,
  timezone: 'America/Chicago',
});

function profile(overrides: Partial<SpeakerProfile> = {}): SpeakerProfile {
  return {
    speaker: speaker(),
    canonicalId: 's-1',
    topics: ['490', '690'],
    appearances: [
      { event: event('ev-1', 'Implant Summit', '2027-03-10'), speaker: speaker(), sessions: [] },
      { event: event('ev-2', 'Perio Days', null), speaker: speaker({ id: 's-2', eventId: 'ev-2' }), sessions: [] },
    ],
    moreAppearances: 0,
    ...overrides,
  };
}

describe('speakerJsonLd', () => {
  it('describes the person with their profiles as sameAs, what they teach and the events they speak at', () => {
    expect(speakerJsonLd(profile(), PAGE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Dr. Ana Ruiz',
      url: PAGE,
      honorificSuffix: 'DDS, MS',
      jobTitle: 'Periodontist',
      image: 'https://dentalevents.example/attached_assets/speakers/ana.svg',
      sameAs: ['https://speakersphere.example.com/profiles/ana', 'https://www.linkedin.com/in/ana'],
      knowsAbout: ['Periodontics', 'Implants'],
      performerIn: [
        {
          '@type': 'EducationEvent',
          name: 'Implant Summit',
          url: 'https://dentalevents.example/events/ev-1',
          startDate: '2027-03-10',
          endDate: '2027-03-10',
          location: { '@type': 'Place', name: 'Convention Center', address: 'Dallas, TX' },
        },
        {
          '@type': 'EducationEvent',
          name: 'Perio Days',
          url: 'https://dentalevents.example/events/ev-2',
          location: { '@type': 'Place', name: 'Convention Center', address: 'Dallas, TX' },
        },
      ],
    });
  });

  it('leaves out what is not known, and links the public does not receive', () => {
    const bare = speakerJsonLd(
      profile({
        speaker: speaker({ credentials: '', profession: '', image: '', profileUrl: null, socialLinks: {} }),
        topics: [],
        appearances: [],
      }),
      PAGE,
    );
    expect(bare).toEqual({ '@context': 'https://schema.org', '@type': 'Person', name: 'Dr. Ana Ruiz', url: PAGE });
    const notHttp = speakerJsonLd(
      profile({ speaker: speaker({ profileUrl: 'javascript:alert(1)', socialLinks: { twitter: 'ftp://x.example' } }) }),
      PAGE,
    );
    expect(notHttp.sameAs).toBeUndefined();
  });
});
