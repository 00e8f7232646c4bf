import { agdSubjectLabel, sessionCreditsText } from '../continuing-education';
import { eventCeCredits } from './ce-credits';

const lecture = (time: string, ceCredits: number, title = 'Lecture') => ({
  time,
  title,
  ceCredits,
  creditType: 'lecture' as const,
});
const handsOn = (title: string, ceCredits: number) => ({ title, ceCredits, creditType: 'participation' as const });

describe('eventCeCredits: what one person can earn at an event', () => {
  it('a cancelled session earns nothing, and beside a concurrent one leaves its credits to it', () => {
    const cancelled = { ...lecture('9:00 AM', 3, 'Cancelled Lecture'), status: 'cancelled' as const };
    expect(eventCeCredits([cancelled, lecture('9:00 AM', 1, 'Other Track'), lecture('11:00 AM', 2)])).toEqual({
      max: 3,
      lecture: 3,
      participation: 0,
    });
    expect(eventCeCredits([cancelled])).toEqual({ max: 0, lecture: 0, participation: 0 });
  });

  it('a workshop group of three concurrent 3-credit hands-on sessions and two 1.5-credit lectures make 6', () => {
    const agenda = [
      {
        date: '2027-03-11',
        sessions: [
          lecture('8:30 AM', 1.5, 'Guided Surgery'),
          { time: '10:00 AM', title: 'Coffee Break', type: 'break' },
          lecture('10:30 AM', 1.5, 'Soft Tissue'),
          {
            time: '1:00 PM',
            title: 'Afternoon Hands-On Workshops',
            sessions: [handsOn('Sinus Lift', 3), handsOn('Provisionals', 3), handsOn('Suturing', 3)],
          },
        ],
      },
    ];
    expect(eventCeCredits(agenda)).toEqual({ max: 6, lecture: 3, participation: 3 });
  });

  it('workshop-titled sessions at the same time fold into one group and count once', () => {
    const agenda = [
      { time: '2:00 PM', title: 'Hands-on: Crown Preps', ceCredits: 2, creditType: 'participation' },
      { time: '2:00 PM', title: 'Hands-on: Veneers', ceCredits: 3, creditType: 'participation' },
    ];
    expect(eventCeCredits(agenda)).toEqual({ max: 3, lecture: 0, participation: 3 });
  });

  it('any sessions at the same time on the same day are concurrent (parallel tracks), whatever their spelling of the time', () => {
    const agenda = {
      days: [
        {
          date: '2027-05-01',
          sessions: [lecture('9:00 AM', 2, 'Track A'), lecture('9:00am', 1, 'Track B'), lecture('11:00 AM', 1)],
        },
        { date: '2027-05-02', sessions: [lecture('9:00 AM', 2)] },
      ],
    };
    expect(eventCeCredits(agenda)).toEqual({ max: 5, lecture: 5, participation: 0 });
  });

  it('a group mixing kinds: max is the best single choice; each kind is the best choice of that kind', () => {
    const agenda = [
      {
        time: '1:00 PM',
        title: 'Workshops',
        sessions: [handsOn('Lab', 3), { title: 'Seminar room', ceCredits: 2, creditType: 'lecture' }],
      },
    ];
    expect(eventCeCredits(agenda)).toEqual({ max: 3, lecture: 2, participation: 3 });
  });

  it("a corporate forum's nested sessions follow one another; the forum's own credits count only when they state none", () => {
    const forum = {
      time: '8:30 AM',
      title: 'Corporate Forum',
      type: 'corporate_forum',
      ceCredits: 5,
      creditType: 'lecture',
      sessions: [
        lecture('8:30 AM', 0.75),
        lecture('9:15 AM', 0.75),
        lecture('9:15 AM', 0.5),
        { time: '10:00 AM', title: 'Q&A' },
      ],
    };
    expect(eventCeCredits([forum])).toEqual({ max: 1.5, lecture: 1.5, participation: 0 });
    const forumWithoutSessionCredits = { ...forum, sessions: [{ time: '8:30 AM', title: 'Talk' }] };
    expect(eventCeCredits([forumWithoutSessionCredits])).toEqual({ max: 5, lecture: 5, participation: 0 });
  });

  it('breaks never count, even if credits were typed on one', () => {
    const agenda = [
      lecture('8:00 AM', 1),
      { time: '9:00 AM', title: 'Lunch', type: 'break', ceCredits: 1, creditType: 'lecture' },
    ];
    expect(eventCeCredits(agenda)).toEqual({ max: 1, lecture: 1, participation: 0 });
  });

  it('credits without a type count towards max only; sessions without credits count nothing', () => {
    const agenda = [
      { time: '8:00 AM', title: 'Keynote', ceCredits: 1.25 },
      { time: '9:00 AM', title: 'Panel' },
      lecture('10:00 AM', 1),
    ];
    expect(eventCeCredits(agenda)).toEqual({ max: 2.25, lecture: 1, participation: 0 });
  });

  it('untimed sessions each count: nothing says they overlap', () => {
    expect(
      eventCeCredits([
        { title: 'A', ceCredits: 1, creditType: 'lecture' },
        { title: 'B', ceCredits: 1, creditType: 'lecture' },
      ]),
    ).toEqual({ max: 2, lecture: 2, participation: 0 });
  });

  it('an agenda keyed by date adds its days up', () => {
    expect(eventCeCredits({ 'May 2, 2027': [lecture('9:00 AM', 3)], 'May 1, 2027': [lecture('9:00 AM', 3)] })).toEqual({
      max: 6,
      lecture: 6,
      participation: 0,
    });
  });

  it('is null (unknown, not zero) when no session states credits, or there is no agenda', () => {
    expect(eventCeCredits([{ time: '9:00 AM', title: 'Talk' }])).toBeNull();
    expect(eventCeCredits(null)).toBeNull();
    expect(eventCeCredits('not an agenda')).toBeNull();
  });

  it('an explicit 0 is known: the event states it gives no credit', () => {
    expect(eventCeCredits([{ time: '9:00 AM', title: 'Networking', ceCredits: 0 }])).toEqual({
      max: 0,
      lecture: 0,
      participation: 0,
    });
  });

  it('ignores credits that are not numbers (hand-edited data)', () => {
    expect(eventCeCredits([{ time: '9:00 AM', title: 'Talk', ceCredits: '3' }])).toBeNull();
  });
});

describe('CE wording shared by every screen', () => {
  it('names a subject by code and official name, and session credits with their kind', () => {
    expect(agdSubjectLabel('690')).toBe('690 Implants');
    expect(agdSubjectLabel('999')).toBe('999');
    expect(sessionCreditsText(1.5, 'lecture')).toBe('1.5 CE · Lecture');
    expect(sessionCreditsText(3, 'participation')).toBe('3 CE · Participation (hands-on)');
    expect(sessionCreditsText(0.25)).toBe('0.25 CE');
  });
});
