import { CityDirectory, cityKey, distanceMiles } from './city-directory';

describe('CityDirectory: US and Canadian cities with coordinates, no network', () => {
  const directory = new CityDirectory();

  it.each([
    ['Dallas, TX', 'Dallas', 'TX', 'US'],
    ['Toronto', 'Toronto', 'ON', 'CA'],
    ['Toronto, OH', 'Toronto', 'OH', 'US'],
    ['Vancouver, British Columbia', 'Vancouver', 'BC', 'CA'],
    ['Montreal, QC', 'Montréal', 'QC', 'CA'],
    ['St. Louis, MO', 'St. Louis', 'MO', 'US'],
    ['New York, NY', 'New York City', 'NY', 'US'],
    ['Washington, D.C.', 'Washington, D.C.', 'DC', 'US'],
    ['Boston, MA, USA', 'Boston', 'MA', 'US'],
  ])('%s is %s, %s', (text, name, region, country) => {
    expect(directory.find(text)).toMatchObject({ name, region, country });
  });

  it('a name alone is the most populous city of that name', () => {
    expect(directory.find('Las Vegas')).toMatchObject({ region: 'NV' });
  });

  it('is null for places it does not know, or outside the US and Canada', () => {
    expect(directory.find('Atlantis, TX')).toBeNull();
    expect(directory.find('Paris, Île-de-France')).toBeNull();
    expect(directory.find('')).toBeNull();
  });

  it('measures great-circle distances in miles', () => {
    const dallas = directory.find('Dallas, TX')!;
    const fortWorth = directory.find('Fort Worth, TX')!;
    const toronto = directory.find('Toronto, ON')!;
    expect(distanceMiles(dallas, fortWorth)).toBeGreaterThan(28);
    expect(distanceMiles(dallas, fortWorth)).toBeLessThan(35);
    expect(distanceMiles(dallas, toronto)).toBeGreaterThan(1150);
    expect(distanceMiles(dallas, toronto)).toBeLessThan(1250);
    expect(distanceMiles(dallas, dallas)).toBe(0);
  });

  it('writes city names one way for matching', () => {
    expect(cityKey('  Sainte-Foy ')).toBe('sainte foy');
    expect(cityKey('Ste. Foy')).toBe('sainte foy');
    expect(cityKey('Montréal')).toBe('montreal');
  });
});
