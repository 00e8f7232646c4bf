import { placeFromCity } from './event-place';

describe('placeFromCity: the state or province of a city as organisers write it', () => {
  it.each([
    ['Dallas, TX', { country: 'US', region: 'TX' }],
    ['Toronto, ON', { country: 'CA', region: 'ON' }],
    ['Portland, or', { country: 'US', region: 'OR' }],
    ['Vancouver, British Columbia', { country: 'CA', region: 'BC' }],
    ['Boston, MA, USA', { country: 'US', region: 'MA' }],
    ['Montréal, QC, Canada', { country: 'CA', region: 'QC' }],
    ['Washington, D.C.', { country: 'US', region: 'DC' }],
    ['Washington, DC', { country: 'US', region: 'DC' }],
  ])('%s', (city, place) => {
    expect(placeFromCity(city)).toEqual(place);
  });

  it('is null when the text names no known state or province', () => {
    expect(placeFromCity('Chicago')).toBeNull();
    expect(placeFromCity('London, UK')).toBeNull();
    expect(placeFromCity('')).toBeNull();
  });
});
