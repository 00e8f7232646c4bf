import { looksLikeEmail } from '../../events/api/follow-event';
import { readAnswer } from './follow-links';

describe('the answer to a follower link', () => {
  it('keeps the event the server names', () => {
    expect(readAnswer({ eventId: 'e1', eventTitle: 'Prairie Endo Day', email: 'someone@example.com' })).toEqual({
      eventId: 'e1',
      eventTitle: 'Prairie Endo Day',
    });
  });

  it('is a success without them, and drops what is not text', () => {
    expect(readAnswer(null)).toEqual({});
    expect(readAnswer('')).toEqual({});
    expect(readAnswer({ eventId: 42, eventTitle: '' })).toEqual({});
  });
});

describe('looksLikeEmail', () => {
  it('takes an address and refuses a typo before anything is sent', () => {
    expect(looksLikeEmail(' someone@example.com ')).toBe(true);
    expect(looksLikeEmail('someone@example')).toBe(false);
    expect(looksLikeEmail('someone example.com')).toBe(false);
    expect(looksLikeEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});
