import { EventSubmissionFormSchema, isHoneypotFilled } from './submission-requests';

const valid = {
  title: 'Pacific Implant Symposium',
  date: 'March 12-14, 2026',
  location: 'Moscone West, 800 Howard St',
  city: 'San Francisco',
  description: 'Three days of implant dentistry lectures and workshops.',
  organizationName: 'Pacific Implant Society',
  contactEmail: 'events@example.org',
  contactPhone: '(415) 555-0100',
  expectedAttendees: '300-500',
};

function messagesOf(input: unknown): Record<string, string> {
  const result = EventSubmissionFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('EventSubmissionFormSchema', () => {
  it('gives every required field its own message when the form is sent empty', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(messagesOf(empty)).toEqual({
      title: 'Event title is required',
      date: 'Event date is required',
      location: 'Location is required',
      city: 'City is required',
      description: 'Description must be at least 10 characters',
      organizationName: 'Organization name is required',
      contactEmail: 'Please provide a valid email address',
      contactPhone: 'Contact phone is required',
      expectedAttendees: 'Expected attendee count is required',
    });
  });

  it('gives the same messages when fields are missing altogether', () => {
    expect(messagesOf({}).title).toBe('Event title is required');
    expect(messagesOf({}).contactEmail).toBe('Please provide a valid email address');
  });

  it('defaults the event type to conference and accepts empty optional URLs', () => {
    const result = EventSubmissionFormSchema.parse({ ...valid, image: '', registrationUrl: '' });
    expect(result.eventType).toBe('conference');
  });

  it('enforces the length limits with the spec messages', () => {
    expect(messagesOf({ ...valid, title: 'x'.repeat(201) }).title).toBe('Title must be under 200 characters');
    expect(messagesOf({ ...valid, location: 'x'.repeat(301) }).location).toBe('Location must be under 300 characters');
    expect(messagesOf({ ...valid, city: 'x'.repeat(101) }).city).toBe('City must be under 100 characters');
    expect(messagesOf({ ...valid, description: 'x'.repeat(2001) }).description).toBe(
      'Description must be under 2000 characters',
    );
    expect(messagesOf({ ...valid, organizationName: 'x'.repeat(201) }).organizationName).toBe(
      'Organization name must be under 200 characters',
    );
    expect(messagesOf({ ...valid, contactPhone: '1'.repeat(21) }).contactPhone).toBe(
      'Phone must be under 20 characters',
    );
    expect(messagesOf({ ...valid, additionalInfo: 'x'.repeat(1001) }).additionalInfo).toBe(
      'Additional information must be under 1000 characters',
    );
  });

  it('caps the date and the expected attendee count, beyond the spec, so an approved submission makes an editable event', () => {
    expect(messagesOf({ ...valid, date: 'x'.repeat(100) })).toEqual({});
    expect(messagesOf({ ...valid, date: 'x'.repeat(101) }).date).toBe('Event date must be under 100 characters');
    expect(messagesOf({ ...valid, expectedAttendees: 'x'.repeat(101) }).expectedAttendees).toBe(
      'Expected attendee count must be under 100 characters',
    );
  });

  it('takes a whole number sent for the expected attendee count as its text', () => {
    expect(EventSubmissionFormSchema.parse({ ...valid, expectedAttendees: 150 }).expectedAttendees).toBe('150');
    expect(EventSubmissionFormSchema.parse({ ...valid, expectedAttendees: ' about 150 ' }).expectedAttendees).toBe(
      'about 150',
    );
    for (const wrong of [-3, 1.5, true, ['150']])
      expect(messagesOf({ ...valid, expectedAttendees: wrong }).expectedAttendees).toBe(
        'Expected attendee count must be text or a whole number',
      );
    expect(messagesOf({ ...valid, expectedAttendees: null }).expectedAttendees).toBe(
      'Expected attendee count is required',
    );
  });

  it('accepts only http(s) addresses for the image and registration URLs', () => {
    expect(messagesOf({ ...valid, image: 'javascript:alert(1)' }).image).toBe('Please provide a valid image URL');
    expect(messagesOf({ ...valid, registrationUrl: 'not a url' }).registrationUrl).toBe(
      'Please provide a valid registration URL',
    );
    expect(
      messagesOf({ ...valid, image: 'https://example.org/a.png', registrationUrl: 'http://example.org/register' }),
    ).toEqual({});
    // An image the site's pages could not load (their policy allows https images only) is refused up front.
    expect(messagesOf({ ...valid, image: 'http://example.org/a.png' }).image).toBe(
      'Please provide a valid image URL starting with https://',
    );
  });

  it('rejects unknown event types', () => {
    expect(messagesOf({ ...valid, eventType: 'party' }).eventType).toBeDefined();
  });

  it('lets absent or null optional fields pass', () => {
    expect(messagesOf({ ...valid, image: null, registrationUrl: null, additionalInfo: null })).toEqual({});
  });

  it('leaves the honeypot to the server, which drops a filled one silently', () => {
    expect(messagesOf({ ...valid, website: 'http://spam.example' })).toEqual({});
    expect(isHoneypotFilled({ ...valid, website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ ...valid, website: 42 })).toBe(true);
    expect(isHoneypotFilled({ ...valid, website: '' })).toBe(false);
    expect(isHoneypotFilled({ ...valid, website: null })).toBe(false);
    expect(isHoneypotFilled(valid)).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
