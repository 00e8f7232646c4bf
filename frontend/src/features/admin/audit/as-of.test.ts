import { clampAsOf } from './AsOfPage';

describe('clampAsOf', () => {
  const now = new Date('2026-05-10T14:30:00.000Z');

  it('keeps a moment that has passed', () => {
    expect(clampAsOf('2026-05-10T14:29:59.999Z', now)).toEqual({ asOf: '2026-05-10T14:29:59.999Z', future: false });
  });

  it('takes now, and says so, for a moment that has not come yet', () => {
    expect(clampAsOf('2026-05-10T23:59:59.999Z', now)).toEqual({ asOf: now.toISOString(), future: true });
    expect(clampAsOf('2027-01-01T00:00:00.000Z', now)).toEqual({ asOf: now.toISOString(), future: true });
  });

  it('leaves an unreadable choice unreadable', () => {
    expect(clampAsOf(null, now)).toEqual({ asOf: null, future: false });
  });
});
