import { isHttpUrl, parseEventDate, resolveImage, type EventListing, type Speaker } from '@dental/contracts';

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

/** schema.org Event data for search engines; only fields we actually know are included. */
export function eventJsonLd(event: EventListing, speakers: readonly Speaker[], pageUrl: string): Record<string, unknown> {
  const start = parseEventDate(event.date);
  const origin = new URL(pageUrl).origin;
  const image = absoluteImageUrl(event.image, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    ...(start ? { startDate: isoDay(start) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location,
      address: { '@type': 'PostalAddress', addressLocality: event.city, streetAddress: event.location },
    },
    ...(image ? { image: [image] } : {}),
    url: pageUrl,
    ...(isHttpUrl(event.registrationUrl) ? { offers: { '@type': 'Offer', url: event.registrationUrl, availability: 'https://schema.org/InStock' } } : {}),
    ...(speakers.length > 0 ? { performer: speakers.map((speaker) => ({ '@type': 'Person', name: speaker.name })) } : {}),
  };
}
