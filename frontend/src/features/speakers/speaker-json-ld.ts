import { agdSubjectName, isHttpUrl, visibleSocialLinks, type SpeakerProfile } from '@dental/contracts';
import { absoluteImageUrl } from '../../lib/absolute-image-url';

/**
 * schema.org Person data for the speaker page: who they are, their SpeakerSphere profile and
 * social profiles as `sameAs` (only the links the public receives), the subjects they teach and
 * the public events they speak at as `performerIn`. Only what is known is included.
 */
export function speakerJsonLd(profile: SpeakerProfile, pageUrl: string): Record<string, unknown> {
  const { speaker } = profile;
  const origin = new URL(pageUrl).origin;
  const image = speaker.image ? absoluteImageUrl(speaker.image, origin) : null;
  const sameAs = [
    ...(isHttpUrl(speaker.profileUrl) ? [speaker.profileUrl] : []),
    ...visibleSocialLinks(speaker).map((link) => link.url),
  ];
  const credentials = speaker.credentials?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: speaker.name,
    url: pageUrl,
    ...(credentials ? { honorificSuffix: credentials } : {}),
    ...(speaker.profession ? { jobTitle: speaker.profession } : {}),
    ...(image ? { image } : {}),
    ...(sameAs.length > 0 ? { sameAs: [...new Set(sameAs)] } : {}),
    ...(profile.topics.length > 0 ? { knowsAbout: profile.topics.map(agdSubjectName) } : {}),
    ...(profile.appearances.length > 0
      ? {
          performerIn: profile.appearances.map(({ event }) => ({
            '@type': 'EducationEvent',
            name: event.title,
            url: new URL(`/events/${encodeURIComponent(event.id)}`, origin).href,
            ...(event.startDate ? { startDate: event.startDate } : {}),
            ...(event.endDate ? { endDate: event.endDate } : {}),
            location: { '@type': 'Place', name: event.location || event.city, address: event.city },
          })),
        }
      : {}),
  };
}
