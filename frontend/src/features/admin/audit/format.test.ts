import { endOfLocalDay, fieldLabel, formatValue, startOfLocalDay } from './format';
import { entityAdminPath } from './api';

describe('audit formatting', () => {
  it('names fields in words, with the flags said plainly', () => {
    expect(fieldLabel('lectureTitle')).toBe('Lecture title');
    expect(fieldLabel('registrationUrl')).toBe('Registration URL');
    expect(fieldLabel('isHidden')).toBe('Hidden from the public');
  });

  it('shows values as one short line', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue('')).toBe('—');
    expect(formatValue(true)).toBe('yes');
    expect(formatValue('Chicago')).toBe('“Chicago”');
    expect(formatValue('x'.repeat(200))).toHaveLength(92);
    expect(formatValue([{ date: 'a' }, { date: 'b' }])).toBe('2 items');
    expect(formatValue({ instagram: 'https://i', linkedin: 'https://l' })).toBe('instagram, linkedin');
    expect(formatValue({})).toBe('(none)');
    expect(formatValue('2026-11-06T23:39:51.159Z')).toMatch(/^Nov \d, 2026/);
  });

  it('turns date inputs into the local day\'s bounds', () => {
    expect(new Date(startOfLocalDay('2026-03-01')!).getDate()).toBe(1);
    expect(new Date(endOfLocalDay('2026-03-01')!).getHours()).toBe(23);
    expect(endOfLocalDay('nope')).toBeNull();
  });

  it('links each kind of entity to its admin screen', () => {
    expect(entityAdminPath('event', 'a b')).toBe('/admin/events/a%20b/edit');
    expect(entityAdminPath('speaker', 's')).toBe('/admin/speakers/edit/s');
    expect(entityAdminPath('settings', 'site')).toBe('/admin/settings');
  });
});
