import { changeRequestDiff, valueText } from './change-request-diff';

describe('changeRequestDiff', () => {
  const event = { title: 'Summit', city: 'Dallas, TX', registrationUrl: null, topics: ['690'] };
  const speakers = [{ id: 's-1', name: 'Dr. Ana Ruiz', credentials: 'DDS', disclosure: '' }];

  it('lists each proposed field that differs, before and after in words', () => {
    expect(
      changeRequestDiff(event, speakers, {
        title: 'Summit 2027',
        city: 'Dallas, TX',
        registrationUrl: 'https://example.org/register',
        topics: ['690', '010'],
      }),
    ).toEqual([
      { field: 'Title', before: 'Summit', after: 'Summit 2027' },
      { field: 'Registration URL', before: '(empty)', after: 'https://example.org/register' },
      { field: 'Subjects (AGD codes)', before: '690', after: '690, 010' },
    ]);
  });

  it("names the speaker of a speaker's change, and leaves out what would not change", () => {
    expect(
      changeRequestDiff(event, speakers, {
        speakers: [{ speakerId: 's-1', credentials: 'DDS', disclosure: 'None' }],
      }),
    ).toEqual([{ field: 'Dr. Ana Ruiz: Disclosure', before: '(empty)', after: 'None' }]);
  });

  it('writes structures as indented JSON and nothing as (empty)', () => {
    expect(valueText({ name: 'Academy' })).toBe('{\n  "name": "Academy"\n}');
    expect(valueText([])).toBe('(empty)');
    expect(valueText(undefined)).toBe('(empty)');
  });
});
