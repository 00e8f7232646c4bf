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

  it('prices fees a line each, as the event page does', () => {
    expect(
      changeRequestDiff({ fees: [{ label: 'Dentist', amount: 895, currency: 'USD' }] }, [], {
        fees: [
          { label: 'Dentist (early)', amount: 795, currency: 'USD' },
          { label: 'Dentist', amount: 1100.5, currency: 'CAD' },
        ],
      }),
    ).toEqual([{ field: 'Fees', before: 'Dentist: $895', after: 'Dentist (early): $795\nDentist: CA$1,100.50' }]);
  });

  it('writes structures as indented JSON and nothing as (empty)', () => {
    expect(valueText({ name: 'Academy' })).toBe('{\n  "name": "Academy"\n}');
    expect(valueText([])).toBe('(empty)');
    expect(valueText(undefined)).toBe('(empty)');
  });
  describe('the agenda', () => {
    const listed = {
      title: 'Summit',
      agenda: [
        {
          date: '2027-10-14',
          sessions: [
            { time: '9:00 AM', title: 'Keynote', speaker: 'Dr. Ana Ruiz', location: 'Hall A' },
            { time: '11:00 AM', title: 'Implant Lab', speaker: 'Dr. Lee Park', ceCredits: 2, topics: ['690'] },
          ],
        },
        { date: '2027-10-15', sessions: [{ time: '9:00 AM', title: 'Perio Update' }] },
      ],
    };
    const proposing = (agenda: unknown) => changeRequestDiff(listed, [], { agenda } as never);

    it('reads as the sessions it would change, a line each, beside the agenda now in a line', () => {
      const [day1, day2] = listed.agenda;
      expect(
        proposing([
          {
            date: '2027-10-14',
            sessions: [
              { ...day1.sessions[0], location: 'Hall B' },
              { ...day1.sessions[1], time: '2:00 PM', ceCredits: 3 },
              { time: '4:00 PM', title: 'Infection Control Update' },
            ],
          },
          day2,
        ]),
      ).toEqual([
        {
          field: 'Agenda',
          before: '3 sessions on 2 days',
          after: [
            'Keynote: now in Hall B',
            'Implant Lab: now 2:00 PM',
            'Added: Infection Control Update (Thursday, October 14, 2027 at 4:00 PM)',
            'Implant Lab: CE credits changed',
          ].join('\n'),
        },
      ]);
    });

    it('names the details of a session that changed where nothing else did', () => {
      const [day1, day2] = listed.agenda;
      expect(
        proposing([
          {
            date: '2027-10-14',
            sessions: [day1.sessions[0], { ...day1.sessions[1], ceCredits: 1.5, topics: ['690', '010'] }],
          },
          day2,
        ]),
      ).toEqual([
        { field: 'Agenda', before: '3 sessions on 2 days', after: 'Implant Lab: CE credits, subjects changed' },
      ]);
    });

    it('is left out when the proposed agenda is the listed one', () => {
      expect(proposing(listed.agenda)).toEqual([]);
    });
  });
});
