import { SiteSettingsPatchSchema } from './site-settings';

const messagesFor = (patch: unknown) => {
  const result = SiteSettingsPatchSchema.safeParse(patch);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('site settings: the city banner', () => {
  it('accepts a list of city names', () => {
    expect(messagesFor({ cityBanner: ['Boston', 'Toronto'] })).toEqual([]);
  });

  it.each([
    [[], 'cityBanner', 'Add at least one city'],
    [['Boston', '   '], 'cityBanner.1', 'A city name cannot be empty'],
    [['x'.repeat(61)], 'cityBanner.0', 'A city name can be at most 60 characters'],
    [Array.from({ length: 41 }, (_, index) => `City ${index}`), 'cityBanner', 'The banner can list at most 40 cities'],
  ])('refuses %j with a message the admin can act on', (cityBanner, path, message) => {
    expect(messagesFor({ cityBanner })).toEqual([[path, message]]);
  });
});
