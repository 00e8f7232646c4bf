import { listedYearsText, withListedYears } from './listed-years';

const today = new Date(2026, 10, 26);

describe('listedYearsText: the years the events not over yet start in', () => {
  it('spans the first to the last year listed', () => {
    expect(listedYearsText(['2026-12', '2027-03', '2027-06'], today)).toBe('2026\u20132027');
  });

  it('names one year when every listed event starts in it', () => {
    expect(listedYearsText(['2027-02', '2027-09'], today)).toBe('2027');
  });

  it('starts at this year for an event that began last year and has not ended', () => {
    expect(listedYearsText(['2025-12', '2026-12'], today)).toBe('2026');
  });

  it('says nothing when no listed event has a readable month', () => {
    expect(listedYearsText([], today)).toBeNull();
    expect(listedYearsText(['TBD', '2027-13'], today)).toBeNull();
  });
});

describe('withListedYears: the placeholder in a hero title or subtitle', () => {
  it('puts the years in place of {years}', () => {
    expect(withListedYears('Dental Education Events {years}', '2026\u20132027')).toBe(
      'Dental Education Events 2026\u20132027',
    );
  });

  it('leaves a text without the placeholder as the admin wrote it', () => {
    expect(withListedYears('Dental Education Events 2030', '2026')).toBe('Dental Education Events 2030');
  });

  it('drops the placeholder and its "for" when no year is known', () => {
    expect(withListedYears('Dental Education Events {years}', null)).toBe('Dental Education Events');
    expect(withListedYears('Conferences across the US and Canada for {years}.', null)).toBe(
      'Conferences across the US and Canada.',
    );
  });
});
