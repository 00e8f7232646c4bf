import type { EventFields } from '@dental/contracts';
import { given } from '../../event-sourcing/testing/given-when-then';
import { EventDomainEvent, eventDecider } from './event.decider';

const eventId = 'e-1';
const fields: EventFields = {
  title: 'Gulf Coast Implant Course',
  description: 'A weekend of implant surgery.',
  date: 'May 4-5, 2027',
  location: 'Harbor Hotel',
  city: 'Mobile, AL',
  image: '',
  registrationUrl: null,
  agenda: null,
  startDate: '2027-05-04',
  endDate: '2027-05-05',
  country: 'US',
  region: 'AL',
};
const created: EventDomainEvent = {
  type: 'EventCreated',
  data: { eventId, ...fields, isHidden: false, sourceSubmissionId: null },
};
const statusChanged = (
  status: 'scheduled' | 'cancelled' | 'postponed' | 'rescheduled' | 'moved_online',
  statusNote: string | null = null,
  previousStartDate: string | null = null,
): EventDomainEvent => ({ type: 'EventStatusChanged', data: { eventId, status, statusNote, previousStartDate } });
const beforeTheEvent = new Date(2027, 3, 1);
const afterTheEvent = new Date(2027, 5, 1);
const moveTo = (date: string, now = beforeTheEvent) => ({
  type: 'UpdateEvent' as const,
  eventId,
  now,
  changes: { date },
});
const movedTo = (date: string, startDate: string, endDate: string): EventDomainEvent => ({
  type: 'EventUpdated',
  data: { eventId, changes: { date, startDate, endDate } },
});

describe('event status', () => {
  describe('set by an admin', () => {
    it('cancels an event with a public note', () =>
      given(eventDecider, [created])
        .when({ type: 'SetEventStatus', eventId, status: 'cancelled', statusNote: 'Hurricane: refunds by e-mail' })
        .then([statusChanged('cancelled', 'Hurricane: refunds by e-mail')]));

    it('writes nothing when the status and note are already so', () =>
      given(eventDecider, [created, statusChanged('postponed', 'New date soon')])
        .when({ type: 'SetEventStatus', eventId, status: 'postponed', statusNote: 'New date soon' })
        .then([]));

    it('changes the note alone', () =>
      given(eventDecider, [created, statusChanged('postponed', 'New date soon')])
        .when({ type: 'SetEventStatus', eventId, status: 'postponed', statusNote: null })
        .then([statusChanged('postponed')]));

    it('drops the day a rescheduled event moved from once it is no longer rescheduled', () =>
      given(eventDecider, [created, statusChanged('rescheduled', null, '2027-04-20')])
        .when({ type: 'SetEventStatus', eventId, status: 'cancelled', statusNote: null })
        .then([statusChanged('cancelled')]));

    it('puts back exactly what an undo names, keeping the rest', () =>
      given(eventDecider, [created, statusChanged('cancelled', 'Storm')])
        .when({ type: 'SetEventStatus', eventId, status: 'rescheduled', previousStartDate: '2027-04-20' })
        .then([statusChanged('rescheduled', 'Storm', '2027-04-20')]));

    it('refuses an event in the trash', () =>
      given(eventDecider, [created, { type: 'EventTrashed', data: { eventId } }])
        .when({ type: 'SetEventStatus', eventId, status: 'cancelled', statusNote: null })
        .thenFails('conflict'));
  });

  describe('a new first day', () => {
    it('reschedules a published upcoming event, keeping the day it moved from', () =>
      given(eventDecider, [created])
        .when(moveTo('May 18-19, 2027'))
        .then([
          movedTo('May 18-19, 2027', '2027-05-18', '2027-05-19'),
          statusChanged('rescheduled', null, '2027-05-04'),
        ]));

    it('reschedules a postponed event once it has a new day, without the note about the old one', () =>
      given(eventDecider, [created, statusChanged('postponed', 'New date to be announced')])
        .when(moveTo('June 1, 2027'))
        .then([movedTo('June 1, 2027', '2027-06-01', '2027-06-01'), statusChanged('rescheduled', null, '2027-05-04')]));

    it('makes a rescheduled event scheduled again when it moves back to the day it moved from', () =>
      given(eventDecider, [
        {
          ...created,
          data: { ...created.data, date: 'May 18-19, 2027', startDate: '2027-05-18', endDate: '2027-05-19' },
        },
        statusChanged('rescheduled', null, '2027-05-04'),
      ])
        .when(moveTo('May 4-5, 2027'))
        .then([movedTo('May 4-5, 2027', '2027-05-04', '2027-05-05'), statusChanged('scheduled')]));

    it('leaves the status alone when only the last day moves', () =>
      given(eventDecider, [created])
        .when(moveTo('May 4-6, 2027'))
        .then([
          { type: 'EventUpdated', data: { eventId, changes: { date: 'May 4-6, 2027', endDate: '2027-05-06' } } },
        ]));

    it('leaves a hidden event, a past event and an event whose new date cannot be read scheduled', () => {
      given(eventDecider, [created, { type: 'EventHidden', data: { eventId } }])
        .when(moveTo('May 18, 2027'))
        .then([movedTo('May 18, 2027', '2027-05-18', '2027-05-18')]);
      given(eventDecider, [created])
        .when(moveTo('May 18, 2027', afterTheEvent))
        .then([movedTo('May 18, 2027', '2027-05-18', '2027-05-18')]);
      given(eventDecider, [created])
        .when(moveTo('Fall 2027'))
        .then([
          { type: 'EventUpdated', data: { eventId, changes: { date: 'Fall 2027', startDate: null, endDate: null } } },
        ]);
    });

    it('keeps a cancelled event cancelled', () =>
      given(eventDecider, [created, statusChanged('cancelled')])
        .when(moveTo('May 18, 2027'))
        .then([movedTo('May 18, 2027', '2027-05-18', '2027-05-18')]));
  });
});
