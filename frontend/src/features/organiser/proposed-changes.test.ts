import type { EventListing } from '@dental/contracts';
import { formOf, proposalOf } from './proposed-changes';

const event = {
  title: 'Summit',
  date: 'May 1, 2027',
  location: 'Hall A',
  city: 'Dallas, TX',
  registrationUrl: null,
  description: 'A day of lectures.',
  agenda: [{ date: 'May 1', sessions: [{ time: '9:00 AM', title: 'Opening' }] }],
  estimatedCeCredits: null,
} as unknown as EventListing;
const speakers = [{ id: 's1', credentials: 'DDS', disclosure: '' }];

describe('proposalOf', () => {
  const initial = formOf(event, speakers);

  it('proposes only what the organiser changed', () => {
    const form = {
      ...initial,
      text: { ...initial.text, title: 'Summit 2027' },
      estimatedCeCredits: '6',
      speakers: [{ id: 's1', credentials: 'DDS', disclosure: 'None' }],
    };
    expect(proposalOf(initial, form)).toEqual({
      changes: { title: 'Summit 2027', estimatedCeCredits: 6, speakers: [{ speakerId: 's1', disclosure: 'None' }] },
    });
  });

  it('proposes nothing for an untouched form', () => expect(proposalOf(initial, initial)).toEqual({ changes: {} }));

  it('reads the agenda as JSON, and names the field when it is not', () => {
    const agenda = [{ date: 'May 1', sessions: [{ time: '9:00 AM', title: 'Welcome' }] }];
    expect(proposalOf(initial, { ...initial, agendaJson: JSON.stringify(agenda) })).toEqual({ changes: { agenda } });
    expect(proposalOf(initial, { ...initial, agendaJson: '[{' })).toEqual({
      error: { field: 'agenda', message: 'The agenda must be valid JSON (as shown when the page opened)' },
    });
  });
});
