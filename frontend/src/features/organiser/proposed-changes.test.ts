import type { EventListing } from '@dental/contracts';
import { emptySession } from '../event-editing/components/agenda-model';
import { formOf, proposalOf, type ProposalForm } from './proposed-changes';

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

  /** The form with the first day's sessions changed as the editor would change them. */
  const withSessions = (form: ProposalForm, sessions: ProposalForm['agenda']['days'][number]['sessions']) => ({
    ...form,
    agenda: { ...form.agenda, days: [{ ...form.agenda.days[0], sessions }] },
  });

  it('proposes the whole agenda, as the editor stores it, once a session is added with its CE data', () => {
    const [opening] = initial.agenda.days[0].sessions;
    const added = {
      ...emptySession(),
      time: '10:00 AM',
      title: 'Infection Control Update',
      ceCredits: '1',
      minutes: '60',
      delivery: 'in_person' as const,
      mandates: ['infection_control' as const],
    };
    expect(proposalOf(initial, withSessions(initial, [opening, added]))).toEqual({
      changes: {
        agenda: [
          {
            date: 'May 1',
            sessions: [
              { time: '9:00 AM', title: 'Opening' },
              {
                time: '10:00 AM',
                title: 'Infection Control Update',
                ceCredits: 1,
                minutes: 60,
                delivery: 'in_person',
                mandates: ['infection_control'],
              },
            ],
          },
        ],
      },
    });
  });

  it('proposes a cancelled session as cancelled, and no agenda once an edit is put back', () => {
    const [opening] = initial.agenda.days[0].sessions;
    const cancelled = proposalOf(initial, withSessions(initial, [{ ...opening, cancelled: true }]));
    expect(cancelled).toEqual({
      changes: { agenda: [{ date: 'May 1', sessions: [{ time: '9:00 AM', title: 'Opening', status: 'cancelled' }] }] },
    });
    expect(proposalOf(initial, withSessions(initial, [{ ...opening, title: 'Opening' }]))).toEqual({ changes: {} });
  });

  it('proposes removing the agenda when its last day is removed', () => {
    expect(proposalOf(initial, { ...initial, agenda: { ...initial.agenda, days: [] } })).toEqual({
      changes: { agenda: null },
    });
  });

  it('sends nothing while the agenda check refuses a session, and names the problem under its input', () => {
    const [opening] = initial.agenda.days[0].sessions;
    const proposal = proposalOf(
      initial,
      withSessions(initial, [opening, { ...emptySession(), title: 'Lab', minutes: '-30' }]),
    );
    expect(proposal).toEqual({
      agendaProblems: {
        '0.sessions.1.minutes': 'minutes must be a whole number of minutes from 0 to 1440',
      },
    });
  });
});
