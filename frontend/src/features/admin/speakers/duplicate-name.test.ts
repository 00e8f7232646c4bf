import { sameNameOnEvent } from './duplicate-name';

const speakers = [
  { id: 's1', name: 'Dr. Ana Ruiz, DDS', eventId: 'e1' },
  { id: 's2', name: 'Ben Ode', eventId: 'e2' },
];

describe('sameNameOnEvent', () => {
  it('finds another record of the same name on the chosen event, ignoring title, credentials and case', () => {
    expect(sameNameOnEvent(speakers, { id: null, name: 'ana ruiz', eventId: 'e1' }, null)).toEqual(speakers[0]);
  });

  it('is null for the same name on another event, or another name on the event', () => {
    expect(sameNameOnEvent(speakers, { id: null, name: 'Ana Ruiz', eventId: 'e2' }, null)).toBeNull();
    expect(sameNameOnEvent(speakers, { id: null, name: 'Ana Ruis', eventId: 'e1' }, null)).toBeNull();
  });

  it('never matches the record being saved', () => {
    expect(
      sameNameOnEvent(speakers, { id: 's1', name: 'Ana Ruiz', eventId: 'e1' }, { name: 'Ana', eventId: 'e1' }),
    ).toBeNull();
  });

  it('asks when a record moves to an event that has the name, not when neither name nor event changed', () => {
    const moving = { id: 's2', name: 'Ana Ruiz', eventId: 'e1' };
    expect(
      sameNameOnEvent([...speakers, { id: 's3', name: 'Ana Ruiz', eventId: 'e1' }], moving, {
        name: 'Ana Ruiz',
        eventId: 'e2',
      }),
    ).toMatchObject({ id: 's1' });
    expect(
      sameNameOnEvent(
        [...speakers, { id: 's3', name: 'Ana Ruiz', eventId: 'e1' }],
        { id: 's3', name: 'Ana Ruiz', eventId: 'e1' },
        { name: 'Ana Ruiz', eventId: 'e1' },
      ),
    ).toBeNull();
  });

  it('is null without a name or an event', () => {
    expect(sameNameOnEvent(speakers, { id: null, name: ' ', eventId: 'e1' }, null)).toBeNull();
    expect(sameNameOnEvent(speakers, { id: null, name: 'Ana Ruiz', eventId: '' }, null)).toBeNull();
  });
});
