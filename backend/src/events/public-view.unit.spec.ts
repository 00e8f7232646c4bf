import type { EventListing } from '@dental/contracts';
import { derivePublicView } from './public-view';

const event = {
  id: 'e1',
  title: 'Boston Implant Summit',
  description: 'Two days on implants.',
  location: 'Hall A',
  city: 'Boston',
  topics: ['690'],
  agenda: [
    {
      date: '2026-05-01',
      sessions: [
        { time: '8:00 AM', title: 'Implant Failures', speaker: 'Dr. Sarah Chen' },
        { time: '9:00 AM', title: 'Implant Failures', speaker: 'Dr. Sarah Chen' },
        { time: '10:00 AM', title: 'Boston Cases', speaker: 'Tom Lee' },
      ],
    },
  ],
} as unknown as EventListing;

describe('derivePublicView: the search text', () => {
  it('holds each line once, in the order it first comes', () => {
    expect(derivePublicView(event, 1, []).text.split('\n')).toEqual([
      'boston implant summit',
      'two days on implants.',
      'hall a',
      'boston',
      'implant failures',
      'dr. sarah chen',
      'boston cases',
      'tom lee',
    ]);
  });
});
