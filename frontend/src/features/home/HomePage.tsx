import { useSiteSettings } from '../site-settings/api/get-site-settings';
import { usePageHead } from '../site-settings/components/use-page-head';
import { SiteSponsorsBand } from '../sponsors/components/SiteSponsorsBand';
import { CityBanner } from './components/CityBanner';
import { FeaturedEvents } from './components/FeaturedEvents';
import { FeaturedSpeakers } from './components/FeaturedSpeakers';
import { GetConnected } from './components/GetConnected';
import { HeroSection } from './components/HeroSection';

/** Each list section reads its own data, so a list arriving re-renders that section only. */
export default function HomePage() {
  usePageHead(null);
  const { data: settings } = useSiteSettings();

  return (
    <>
      <HeroSection hero={settings?.hero} />
      <FeaturedEvents />
      {settings ? (
        <CityBanner cities={settings.cityBanner} />
      ) : (
        <div className="h-[68px] bg-brand-900" aria-hidden="true" />
      )}
      <GetConnected settings={settings} />
      <FeaturedSpeakers />
      <SiteSponsorsBand />
    </>
  );
}
