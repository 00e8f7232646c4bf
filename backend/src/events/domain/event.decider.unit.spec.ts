import type { EventFields } from '@dental/contracts';
import { given } from '../../event-sourcing/testing/given-when-then';
import { EventDomainEvent, eventDecider } from './event.decider';

const eventId = 'e-1';
const fields: EventFields = {
  title: 'Great Lakes Implant Symposium',
  description: 'Two days of implant dentistry.',
  date: 'May 14-15, 2026',
  location: 'Lakeside Convention Center',
  city: 'Chicago',
  image: 'aaid-conference',
  registrationUrl: 'https://register.example.com/glis',
  agenda: null,
};
const created: EventDomainEvent = { type: 'EventCreated', data: { eventId, ...fields, isHidden: false, sourceSubmissionId: null } };
const trashedOn = (occurredAt: string) => ({ type: 'EventTrashed' as const, data: { eventId }, metadata: { occurredAt } });

describe('event decider', () => {
  describe('create', () => {
    it('lists a new event', () =>
      given(eventDecider, []).when({ type: 'CreateEvent', eventId, fields, isHidden: false }).then([created]));
    it('refuses an id that already exists', () =>
      given(eventDecider, [created]).when({ type: 'CreateEvent', eventId, fields, isHidden: false }).thenFails('conflict'));
  });

  describe('update', () => {
    it('records only the fields that changed', () =>
      given(eventDecider, [created])
        .when({ type: 'UpdateEvent', eventId, changes: { title: fields.title, city: 'Toronto', agenda: [{ date: '2026-05-14', sessions: [] }] } })
        .then([{ type: 'EventUpdated', data: { eventId, changes: { city: 'Toronto', agenda: [{ date: '2026-05-14', sessions: [] }] } } }]));
    it('writes nothing when nothing changed', () =>
      given(eventDecider, [created]).when({ type: 'UpdateEvent', eventId, changes: { title: fields.title } }).thenNothingHappens());
    it('is refused for an unknown event', () =>
      given(eventDecider, []).when({ type: 'UpdateEvent', eventId, changes: { city: 'Austin' } }).thenFails('not-found', 'Event not found'));
    it('is refused while the event is in the trash', () =>
      given(eventDecider, [created, trashedOn('2026-11-01T00:00:00.000Z')])
        .when({ type: 'UpdateEvent', eventId, changes: { city: 'Austin' } })
        .thenFails('conflict', 'This event is in the trash. Restore it first.'));
  });

  describe('flags toggle independently and are idempotent', () => {
    it.each([
      ['HideEvent', [], 'EventHidden'],
      ['ShowEvent', [{ type: 'EventHidden', data: { eventId } }], 'EventShown'],
      ['HideEventSocialMedia', [], 'EventSocialMediaHidden'],
      ['ShowEventSocialMedia', [{ type: 'EventSocialMediaHidden', data: { eventId } }], 'EventSocialMediaShown'],
      ['HideEventAbstracts', [], 'EventAbstractsHidden'],
      ['ShowEventAbstracts', [{ type: 'EventAbstractsHidden', data: { eventId } }], 'EventAbstractsShown'],
    ] as const)('%s', (command, before, expected) => {
      given(eventDecider, [created, ...(before as unknown as EventDomainEvent[])])
        .when({ type: command, eventId })
        .then([{ type: expected, data: { eventId } } as EventDomainEvent]);
    });
    it.each([
      ['HideEvent', 'EventHidden'],
      ['HideEventSocialMedia', 'EventSocialMediaHidden'],
      ['HideEventAbstracts', 'EventAbstractsHidden'],
    ] as const)('%s twice writes nothing the second time', (command, already) =>
      given(eventDecider, [created, { type: already, data: { eventId } }]).when({ type: command, eventId }).thenNothingHappens());
    it.each(['ShowEvent', 'ShowEventSocialMedia', 'ShowEventAbstracts'] as const)('%s on a visible event writes nothing', (command) =>
      given(eventDecider, [created]).when({ type: command, eventId }).thenNothingHappens());
    it('hiding social media leaves abstracts and visibility alone', () => {
      const { state } = given(eventDecider, [created, { type: 'EventSocialMediaHidden', data: { eventId } }]);
      expect(state).toMatchObject({ hideSocialMedia: true, hideAbstracts: false, isHidden: false });
    });
  });

  describe('trash, restore and purge', () => {
    it('trashes a listed event and remembers when', () => {
      given(eventDecider, [created]).when({ type: 'TrashEvent', eventId }).then([{ type: 'EventTrashed', data: { eventId } }]);
      expect(given(eventDecider, [created, trashedOn('2026-11-01T00:00:00.000Z')]).state).toMatchObject({ status: 'trashed', trashedAt: '2026-11-01T00:00:00.000Z' });
    });
    it('trashing twice writes nothing', () =>
      given(eventDecider, [created, trashedOn('2026-11-01T00:00:00.000Z')]).when({ type: 'TrashEvent', eventId }).thenNothingHappens());
    it('restores a trashed event', () =>
      given(eventDecider, [created, trashedOn('2026-11-01T00:00:00.000Z')]).when({ type: 'RestoreEvent', eventId }).then([{ type: 'EventRestored', data: { eventId } }]));
    it('refuses to restore an event that is not in the trash', () =>
      given(eventDecider, [created]).when({ type: 'RestoreEvent', eventId }).thenFails('conflict', 'This event is not in the trash.'));
    it('purges 14 days after trashing, not a minute earlier', () => {
      const history = [created, trashedOn('2026-11-01T00:00:00.000Z')];
      given(eventDecider, history).when({ type: 'PurgeEvent', eventId, now: new Date('2026-11-14T23:59:00.000Z') }).thenFails('conflict');
      given(eventDecider, history).when({ type: 'PurgeEvent', eventId, now: new Date('2026-11-15T00:00:00.000Z') }).then([{ type: 'EventPurged', data: { eventId } }]);
    });
    it('refuses to purge a live event', () =>
      given(eventDecider, [created]).when({ type: 'PurgeEvent', eventId, now: new Date('2030-01-01') }).thenFails('conflict'));
    it('treats a purged event as gone', () =>
      given(eventDecider, [created, trashedOn('2026-11-01T00:00:00.000Z'), { type: 'EventPurged', data: { eventId } }])
        .when({ type: 'RestoreEvent', eventId })
        .thenFails('not-found'));
  });
});
