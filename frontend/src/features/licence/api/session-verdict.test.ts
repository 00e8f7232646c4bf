import { keyedSessions, type CeRuleSet, type EventListing } from '@dental/contracts';
import { plannedSessionVerdictLines, sessionVerdictLines, verdictCounts } from './session-verdict';

const ruleSet: CeRuleSet = {
  id: 'ca-dentist',
  name: 'California dentists',
  country: 'US',
  region: 'CA',
  role: 'dentist',
  cycleYears: 2,
  unit: 'hours',
  total: 50,
  rules: [
    {
      id: 'infection-control',
      label: 'Infection control',
      kind: 'minimum',
      amount: 2,
      where: { mandates: ['infection_control'] },
    },
    { id: 'practice-management', label: 'Practice management', kind: 'excluded', where: { topics: ['550'] } },
  ],
  sources: [{ title: 'Dental Board of California', url: 'https://dbc.example.org' }],
  verifiedOn: '2026-11-27',
  notes: '',
};

const event = {
  id: 'e-1',
  ceProvider: null,
  startDate: '2027-05-04',
  endDate: '2027-05-04',
  agenda: [
    {
      date: '2027-05-04',
      sessions: [
        { time: '9:00 AM', title: 'Sterilization Update', minutes: 120, mandates: ['infection_control'] },
        { time: '1:00 PM', title: 'Running a Practice', minutes: 60, topics: ['550'] },
        { time: '3:00 PM', title: 'Closing Remarks' },
      ],
    },
  ],
} as unknown as EventListing;
const keyOf = (title: string) => keyedSessions(event).find(({ session }) => session.title === title)!.key;

describe('what a session counts toward the chosen licence', () => {
  it('is the event page’s words for a planned session, found in its event as listed now', () => {
    const counts = plannedSessionVerdictLines(ruleSet, event, keyOf('Sterilization Update'));
    expect(counts).toEqual(['Counts toward: Infection control, Total']);
    expect(verdictCounts(counts)).toBe(true);
    const excluded = plannedSessionVerdictLines(ruleSet, event, keyOf('Running a Practice'));
    expect(excluded).toEqual([expect.stringMatching(/^Not counted: .*Practice management/)]);
    expect(verdictCounts(excluded)).toBe(false);
    expect(plannedSessionVerdictLines(ruleSet, event, keyOf('Closing Remarks'))).toEqual([
      expect.stringMatching(/^Not counted: /),
    ]);
    const [, , closing] = keyedSessions(event);
    expect(plannedSessionVerdictLines(ruleSet, event, keyOf('Closing Remarks'))).toEqual(
      sessionVerdictLines(ruleSet, event, closing.session),
    );
  });

  it('says nothing without a licence, before the event is loaded, or for a session no longer listed', () => {
    expect(plannedSessionVerdictLines(null, event, keyOf('Sterilization Update'))).toEqual([]);
    expect(plannedSessionVerdictLines(ruleSet, undefined, keyOf('Sterilization Update'))).toEqual([]);
    expect(plannedSessionVerdictLines(ruleSet, event, 'no-such-key')).toEqual([]);
  });
});
