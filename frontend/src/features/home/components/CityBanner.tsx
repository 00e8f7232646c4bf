import { MapPin } from 'lucide-react';

/**
 * The cities we cover, scrolling sideways. The moving strip is a visual copy; screen readers get
 * the plain list once. With reduced motion the strip stands still and wraps.
 */
export function CityBanner({ cities }: { cities: string[] }) {
  if (cities.length === 0) return null;
  const strip = (copy: number) =>
    cities.map((city) => (
      <li
        key={`${copy}-${city}`}
        className="flex shrink-0 items-center gap-2 px-6 text-lg font-semibold whitespace-nowrap"
      >
        <MapPin className="size-4 text-teal-300" aria-hidden="true" />
        {city}
      </li>
    ));
  return (
    <section aria-label="Cities" className="overflow-hidden bg-brand-900 py-5 text-white">
      <h2 className="sr-only">Cities</h2>
      <ul className="sr-only">
        {cities.map((city) => (
          <li key={city}>{city}</li>
        ))}
      </ul>
      <div aria-hidden="true" className="motion-reduce:hidden">
        <ul className="flex w-max animate-marquee hover:[animation-play-state:paused]">
          {strip(0)}
          {strip(1)}
        </ul>
      </div>
      <ul aria-hidden="true" className="hidden flex-wrap justify-center gap-y-2 motion-reduce:flex">
        {strip(0)}
      </ul>
    </section>
  );
}
