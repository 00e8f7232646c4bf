import { isHttpUrl, readEventDate, resolveImage, type EventListing, type Speaker } from '@dental/contracts';

function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** An absolute URL for an image value, or null. */
export function absoluteImageUrl(image: string, origin: string): string | null {
  const src = resolveImage(image);
  if (!src) return null;
  try {
    return new URL(src, origin).href;
  } catch {
    return null;
  }
}

/**
 * schema.org EducationEvent data for search engines; only what we know is included (dates only
 * when the date text can be read). The organizer is the listing site, which is who publishes the
 * page; the organising society is not stored yet.
 */
export function eventJsonLd(event: EventListing, speakers: readonly Pick<Speaker, 'name'>[], pageUrl: string, site: { name: string | undefined }): Record<string, unknown> {
  const dates = readEventDate(event.date);
  const origin = new URL(pageUrl).origin;
  const image = absoluteImageUrl(event.image, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationEvent',
    name: event.title,
    description: event.description,
    ...(dates ? { startDate: isoDay(dates.date), endDate: isoDay(dates.end) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location,
      address: { '@type': 'PostalAddress', addressLocality: event.city, streetAddress: event.location },
    },
    ...(image ? { image: [image] } : {}),
    url: pageUrl,
    ...(site.name ? { organizer: { '@type': 'Organization', name: site.name, url: origin } } : {}),
    ...(isHttpUrl(event.registrationUrl) ? { offers: { '@type': 'Offer', url: event.registrationUrl, availability: 'https://schema.org/InStock' } } : {}),
    ...(speakers.length > 0 ? { performer: speakers.map((speaker) => ({ '@type': 'Person', name: speaker.name })) } : {}),
  };
}
