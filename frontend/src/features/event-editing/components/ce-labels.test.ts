import { boardApprovalText, subjectList } from './ce-labels';

describe('CE values in words for the admin screens', () => {
  it('lists subjects by code and name', () => {
    expect(subjectList(['690', '610'])).toBe('690 Implants, 610 Fixed Prosthodontics');
  });

  it("words a board approval: the board's place, its number, and the mandates it covers (none: every subject)", () => {
    expect(
      boardApprovalText({
        country: 'US',
        region: 'CA',
        number: 'RP 5678',
        mandates: ['infection_control', 'practice_act'],
      }),
    ).toBe('California, United States: no. RP 5678, for Infection control, Dental practice act (jurisprudence)');
    expect(boardApprovalText({ country: 'CA', region: 'ON', number: '9', mandates: [] })).toBe(
      'Ontario, Canada: no. 9, for every subject',
    );
  });
});
