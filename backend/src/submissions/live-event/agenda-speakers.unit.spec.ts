import type { Agenda } from '@dental/contracts';
import { MAX_SPEAKERS_FROM_AGENDA, agendaSessions, speakersOfAgenda } from './agenda-speakers';

describe('speakers of an agenda', () => {
  const days: Agenda = [
    {
      date: '2027-09-10',
      sessions: [
        { title: 'Opening Keynote', speaker: 'Dr. Ana Ruiz, DDS & Ben Cole' },
        { title: 'Coffee Break', type: 'break', speakers: ['Sponsor Rep'] },
        {
          title: 'Corporate Forum',
          type: 'corporate_forum',
          sessions: [{ title: 'Scanner Update', speakers: [{ name: 'Chloe Park' }] }],
        },
        { title: 'Panel', speakers: ['dr. ana ruiz', 'Dev Shah'] },
      ],
    },
  ];

  it('counts every session, nested ones included, in any agenda shape', () => {
    expect(agendaSessions(days)).toHaveLength(5);
    expect(agendaSessions([{ title: 'A' }, { title: 'B' }])).toHaveLength(2);
    expect(agendaSessions({ days: [{ date: 'x', sessions: [{ title: 'A' }] }] })).toHaveLength(1);
    expect(agendaSessions({ '2027-09-10': [{ title: 'A' }, { title: 'B' }] })).toHaveLength(2);
    expect(agendaSessions(null)).toEqual([]);
  });

  it('names each person once with their first lecture, never from breaks, credentials dropped', () => {
    expect(speakersOfAgenda(days)).toEqual([
      { name: 'Dr. Ana Ruiz', lectureTitle: 'Opening Keynote' },
      { name: 'Ben Cole', lectureTitle: 'Opening Keynote' },
      { name: 'Chloe Park', lectureTitle: 'Scanner Update' },
      { name: 'Dev Shah', lectureTitle: 'Panel' },
    ]);
  });

  it('uses the given names in their order, To be announced when no session names them', () => {
    expect(speakersOfAgenda(days, ['Dev Shah', 'DEV SHAH', ' ', 'Eve Lin'])).toEqual([
      { name: 'Dev Shah', lectureTitle: 'Panel' },
      { name: 'Eve Lin', lectureTitle: 'To be announced' },
    ]);
  });

  it(`keeps at most ${MAX_SPEAKERS_FROM_AGENDA} people from one page`, () => {
    const crowded: Agenda = [
      {
        date: 'x',
        sessions: Array.from({ length: 150 }, (_, i) => ({ title: `Talk ${i}`, speakers: [`Person ${i}`] })),
      },
    ];
    expect(speakersOfAgenda(crowded)).toHaveLength(MAX_SPEAKERS_FROM_AGENDA);
  });
});
