import { waitingFor } from './waiting';

describe('how long a submission has waited', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it('counts whole days', () => {
    expect(waitingFor('2026-11-21T11:00:00.000Z', now)).toBe('3 days');
    expect(waitingFor('2026-11-23T11:59:00.000Z', now)).toBe('1 day');
  });
  it('says less than a day for today, a moment ahead, or a time it cannot read', () => {
    expect(waitingFor('2026-11-24T08:00:00.000Z', now)).toBe('less than a day');
    expect(waitingFor('2026-11-25T08:00:00.000Z', now)).toBe('less than a day');
    expect(waitingFor('not a time', now)).toBe('less than a day');
  });
});
