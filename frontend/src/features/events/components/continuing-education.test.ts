import {
  cardCreditsLabel,
  cardFormatLabel,
  creditsByType,
  creditsHeadline,
  eventSubjects,
  feeAmount,
  hasContinuingEducation,
  sessionCreditsLabel,
  subjectLabel,
  timeZoneLabel,
  workshopGroupCreditsLabel,
} from './continuing-education';

describe('the event card credits badge', () => {
  it('says what the agenda offers, else the organiser estimate, else nothing', () => {
    expect(cardCreditsLabel({ ceCredits: { max: 14, lecture: 8, participation: 6 }, estimatedCeCredits: 20 })).toBe(
      'Up to 14 CE credits',
    );
    expect(cardCreditsLabel({ ceCredits: { max: 1, lecture: 1, participation: 0 }, estimatedCeCredits: null })).toBe(
      'Up to 1 CE credit',
    );
    expect(cardCreditsLabel({ ceCredits: null, estimatedCeCredits: 12.5 })).toBe('About 12.5 CE credits');
    expect(cardCreditsLabel({ ceCredits: null, estimatedCeCredits: null })).toBeNull();
  });

  it('shows no badge for zero credits, nor for a listing saved before CE data existed', () => {
    expect(cardCreditsLabel({ ceCredits: { max: 0, lecture: 0, participation: 0 }, estimatedCeCredits: 6 })).toBeNull();
    expect(cardCreditsLabel({ ceCredits: null, estimatedCeCredits: 0 })).toBeNull();
    expect(cardCreditsLabel({})).toBeNull();
  });

  it('names the format only when it is not the usual in-person meeting', () => {
    expect(cardFormatLabel('in_person')).toBeNull();
    expect(cardFormatLabel(undefined)).toBeNull();
    expect(cardFormatLabel('virtual')).toBe('Virtual');
    expect(cardFormatLabel('hybrid')).toBe('Hybrid');
  });
});

describe('the event page credits', () => {
  it('heads the section with the credits worked out from the agenda, or the estimate', () => {
    expect(creditsHeadline({ ceCredits: { max: 6, lecture: 3, participation: 3 }, estimatedCeCredits: null })).toEqual({
      kind: 'agenda',
      text: 'Earn up to 6 CE credits',
    });
    expect(creditsHeadline({ ceCredits: null, estimatedCeCredits: 1 })).toEqual({
      kind: 'estimate',
      text: 'About 1 CE credit',
    });
    expect(creditsHeadline({ ceCredits: { max: 0, lecture: 0, participation: 0 }, estimatedCeCredits: 4 })).toEqual({
      kind: 'none',
      text: 'The agenda lists no CE credits',
    });
    expect(creditsHeadline({ ceCredits: null, estimatedCeCredits: null })).toBeNull();
  });

  it('splits the credits by type, and says when concurrent choices make the types add up to more than the maximum', () => {
    expect(creditsByType({ max: 6, lecture: 3, participation: 3 })).toEqual({
      types: [
        { type: 'lecture', label: 'Lecture', credits: 3, text: 'up to 3 credits' },
        { type: 'participation', label: 'Participation (hands-on)', credits: 3, text: 'up to 3 credits' },
      ],
      exceedsMax: false,
    });
    // A lecture and a workshop at the same time: one person earns 3 at most, of either kind.
    expect(creditsByType({ max: 3, lecture: 3, participation: 2 }).exceedsMax).toBe(true);
    expect(creditsByType({ max: 2, lecture: 0, participation: 0 })).toEqual({ types: [], exceedsMax: false });
  });
});

describe('agenda session credits', () => {
  it('gives the hours and the type', () => {
    expect(sessionCreditsLabel({ ceCredits: 1.5, creditType: 'lecture' })).toBe('1.5 CE · Lecture');
    expect(sessionCreditsLabel({ ceCredits: 3, creditType: 'participation' })).toBe('3 CE · Participation (hands-on)');
    expect(sessionCreditsLabel({ ceCredits: 0.25 })).toBe('0.25 CE');
    expect(sessionCreditsLabel({ creditType: 'lecture' })).toBeNull();
    expect(sessionCreditsLabel({})).toBeNull();
  });

  it('heads a workshop group with the most one of its sessions earns', () => {
    expect(
      workshopGroupCreditsLabel([{ session: { ceCredits: 3 } }, { session: { ceCredits: 2.5 } }, { session: {} }]),
    ).toBe('Up to 3 CE');
    expect(workshopGroupCreditsLabel([{ session: {} }, { session: { ceCredits: 0 } }])).toBeNull();
  });
});

describe('subjects', () => {
  it('names a code as AGD publishes it', () => {
    expect(subjectLabel('690')).toBe('690 Implants');
    expect(subjectLabel('999')).toBe('999');
  });

  it("gathers the event's and its sessions' subjects, at any depth, once each, in the AGD's order", () => {
    const agenda = [
      {
        date: '2027-03-11',
        sessions: [
          { title: 'Opening', topics: ['690', '490'] },
          {
            title: 'Hands-on workshops',
            sessions: [
              { title: 'A', topics: ['250'] },
              { title: 'B', topics: ['780'] },
            ],
          },
          { title: 'Forum', type: 'corporate_forum', sessions: [{ title: 'C', topics: ['550', '690'] }] },
        ],
      },
    ];
    expect(eventSubjects({ topics: ['690'], agenda })).toEqual(['250', '490', '550', '690', '780']);
    expect(eventSubjects({ topics: [], agenda: null })).toEqual([]);
    expect(eventSubjects({})).toEqual([]);
  });
});

describe('time zones', () => {
  it('names the zone as people say it, with its IANA name', () => {
    expect(timeZoneLabel('America/Chicago')).toBe('Central Time (America/Chicago)');
    expect(timeZoneLabel('America/Toronto')).toBe('Eastern Time (America/Toronto)');
  });

  it('keeps the IANA name alone when the only other name would be an offset', () => {
    expect(timeZoneLabel('UTC')).toBe('UTC');
    expect(timeZoneLabel(null)).toBeNull();
    expect(timeZoneLabel('Not/AZone')).toBe('Not/AZone');
  });
});

describe('fees', () => {
  it('says which dollar an amount is in', () => {
    expect(feeAmount({ amount: 895, currency: 'USD' })).toBe('$895 USD');
    expect(feeAmount({ amount: 1250.5, currency: 'CAD' })).toBe('CA$1,250.50');
    expect(feeAmount({ amount: 0, currency: 'CAD' })).toBe('Free');
  });
});

describe('whether an event page has a Continuing Education section', () => {
  const none = {
    ceCredits: null,
    estimatedCeCredits: null,
    ceProvider: null,
    audiences: [],
    topics: [],
    fees: [],
    commercialSupport: null,
    agenda: null,
  };

  it('has one as soon as any CE fact is known', () => {
    expect(hasContinuingEducation(none)).toBe(false);
    expect(hasContinuingEducation({ ...none, ceCredits: { max: 2, lecture: 2, participation: 0 } })).toBe(true);
    expect(hasContinuingEducation({ ...none, estimatedCeCredits: 7 })).toBe(true);
    expect(hasContinuingEducation({ ...none, ceProvider: { name: 'Dental Society' } })).toBe(true);
    expect(hasContinuingEducation({ ...none, audiences: ['hygienist'] })).toBe(true);
    expect(hasContinuingEducation({ ...none, fees: [{ label: 'Dentist', amount: 895, currency: 'USD' }] })).toBe(true);
    expect(hasContinuingEducation({ ...none, commercialSupport: 'Educational grant from Acme Implants' })).toBe(true);
    expect(hasContinuingEducation({ ...none, agenda: [{ title: 'Implant planning', topics: ['690'] }] })).toBe(true);
  });

  it('has none for a listing saved before CE data existed', () => {
    expect(hasContinuingEducation({})).toBe(false);
  });
});
