const lower = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A submission's or an event's place on one line. Organisers often write the city into the location already
 * ('Harbor Hall, Portland, OR' with city 'Portland'); the city is then not said a second time.
 */
export function placeLine(location: string, city: string): string {
  const place = location.trim();
  const town = city.trim();
  if (town === '') return place;
  if (place === '') return town;
  const parts = place.split(',').map(lower);
  const townName = lower(town.split(',')[0] ?? town);
  // Compared part by part ('Portlandia Hall' does not name Portland).
  if (parts.includes(townName)) return place;
  return `${place}, ${town}`;
}
