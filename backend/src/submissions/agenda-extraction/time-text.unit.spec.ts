import { parseLeadingTime } from './time-text';

describe('parseLeadingTime', () => {
  it.each([
    ['8:00 AM Registration', '8:00 AM', 'Registration'],
    ['08:00 Welcome', '8:00 AM', 'Welcome'],
    ['13:30 Closing', '1:30 PM', 'Closing'],
    ['8:00-9:00am Keynote', '8:00 AM', 'Keynote'],
    ['9 am Sedation Safety', '9:00 AM', 'Sedation Safety'],
    ['9:30 a.m. – Lecture', '9:30 AM', 'Lecture'],
    ['12:00 PM Lunch', '12:00 PM', 'Lunch'],
    ['12:15 am Midnight snack', '12:15 AM', 'Midnight snack'],
    ['Noon: Lunch', '12:00 PM', 'Lunch'],
    ['11:00-1:00pm Workshop', '11:00 AM', 'Workshop'],
    ['11:30–12:30 PM Panel', '11:30 AM', 'Panel'],
    ['12:00 - 1:00 PM Lunch', '12:00 PM', 'Lunch'],
    ['1:00 to 2:00 pm Update', '1:00 PM', 'Update'],
    ['8h30 Accueil', '8:30 AM', 'Accueil'],
    ['2:15 PM | Q&A', '2:15 PM', 'Q&A'],
    ['8:00 AM', '8:00 AM', ''],
  ])('reads %j', (text, time, rest) => {
    expect(parseLeadingTime(text)).toMatchObject({ time, rest });
  });

  it.each([
    'Registration at 8:00 AM',
    '1. Introduction',
    '2026 Update',
    '25:00 Nothing',
    '13 pm',
    '9:75 AM',
    '9 amazing cases',
    '',
  ])('does not read %j as a leading time', (text) => {
    expect(parseLeadingTime(text)).toBeNull();
  });

  it('gives minutes after midnight for ordering', () => {
    expect(parseLeadingTime('1:15 PM Talk')?.minutes).toBe(13 * 60 + 15);
  });
});
