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
/** The days and place the decider settles from the date text and the city. */
const settled = { startDate: '2026-05-14', endDate: '2026-05-15', country: null, region: null };
/** A day after the event: editing its date does not reschedule it. */
const afterCreation = new Date(2026, 5, 1);
const created: EventDomainEvent = {
  type: 'EventCreated',
  data: { eventId, ...fields, ...settled, isHidden: false, sourceSubmissionId: null },
};
const createdWith = (extra: Partial<EventFields>): EventDomainEvent => ({
  type: 'EventCreated',
  data: { eventId, ...fields, ...extra, isHidden: false, sourceSubmissionId: null },
});
const updated = (changes: Partial<EventFields>): EventDomainEvent => ({
  type: 'EventUpdated',
  data: { eventId, changes },
});
const trashedOn = (occurredAt: string) => ({
  type: 'EventTrashed' as const,
  data: { eventId },
  metadata: { occurredAt },
});

describe('event decider', () => {
  describe('create', () => {
    it('lists a new event', () =>
      given(eventDecider, []).when({ type: 'CreateEvent', eventId, fields, isHidden: false }).then([created]));
    it('refuses an id that already exists', () =>
      given(eventDecider, [created])
        .when({ type: 'CreateEvent', eventId, fields, isHidden: false })
        .thenFails('conflict'));
  });

  describe('update', () => {
    it('records only the fields that changed', () =>
      given(eventDecider, [created])
        .when({
          type: 'UpdateEvent',
          now: afterCreation,
          eventId,
          changes: { title: fields.title, city: 'Toronto', agenda: [{ date: '2026-05-14', sessions: [] }] },
        })
        .then([
          {
            type: 'EventUpdated',
            data: { eventId, changes: { city: 'Toronto', agenda: [{ date: '2026-05-14', sessions: [] }] } },
          },
        ]));
    it('writes nothing when nothing changed', () =>
      given(eventDecider, [created])
        .when({ type: 'UpdateEvent', eventId, now: afterCreation, changes: { title: fields.title } })
        .thenNothingHappens());
    it('is refused for an unknown event', () =>
      given(eventDecider, [])
        .when({ type: 'UpdateEvent', eventId, now: afterCreation, changes: { city: 'Austin' } })
        .thenFails('not-found', 'Event not found'));
    it('is refused while the event is in the trash', () =>
      given(eventDecider, [created, trashedOn('2026-11-01T00:00:00.000Z')])
        .when({ type: 'UpdateEvent', eventId, now: afterCreation, changes: { city: 'Austin' } })
        .thenFails('conflict', 'This event is in the trash. Restore it first.'));
  });

  describe('days and place are settled from the date text and the city', () => {
    it('reads the days from a readable date text, and the state or province from the city', () =>
      given(eventDecider, [])
        .when({ type: 'CreateEvent', eventId, fields: { ...fields, city: 'Dallas, TX' }, isHidden: false })
        .then([
          createdWith({
            city: 'Dallas, TX',
            startDate: '2026-05-14',
            endDate: '2026-05-15',
            country: 'US',
            region: 'TX',
            timezone: 'America/Chicago',
          }),
        ]));
    it('reads the state from the end of the location when the city names none', () =>
      given(eventDecider, [])
        .when({
          type: 'CreateEvent',
          eventId,
          fields: { ...fields, city: 'Houston', location: 'George R. Brown Convention Center, Houston, TX 77010' },
          isHidden: false,
        })
        .then([
          createdWith({
            city: 'Houston',
            location: 'George R. Brown Convention Center, Houston, TX 77010',
            ...settled,
            country: 'US',
            region: 'TX',
            timezone: 'America/Chicago',
          }),
        ]));
    it('keeps the zone the admin gives', () =>
      given(eventDecider, [])
        .when({
          type: 'CreateEvent',
          eventId,
          fields: { ...fields, city: 'El Paso, TX', timezone: 'America/Denver' },
          isHidden: false,
        })
        .then([
          createdWith({ city: 'El Paso, TX', ...settled, country: 'US', region: 'TX', timezone: 'America/Denver' }),
        ]));
    it('refuses days that disagree with a readable date text, naming the field', () =>
      given(eventDecider, [])
        .when({ type: 'CreateEvent', eventId, fields: { ...fields, startDate: '2026-05-13' }, isHidden: false })
        .thenFails(
          'invalid',
          'startDate is read from the date text "May 14-15, 2026" (2026-05-14); change the date text to change it',
        ));
    it('accepts days that agree with the text', () =>
      given(eventDecider, [])
        .when({ type: 'CreateEvent', eventId, fields: { ...fields, startDate: '2026-05-14' }, isHidden: false })
        .then([created]));
    it('keeps the days an admin gives when the text cannot be read', () =>
      given(eventDecider, [])
        .when({
          type: 'CreateEvent',
          eventId,
          fields: { ...fields, date: 'Spring 2027', startDate: '2027-04-10', endDate: '2027-04-11' },
          isHidden: false,
        })
        .then([
          createdWith({
            date: 'Spring 2027',
            startDate: '2027-04-10',
            endDate: '2027-04-11',
            country: null,
            region: null,
          }),
        ]));
    it('refuses an end before the start', () =>
      given(eventDecider, [])
        .when({
          type: 'CreateEvent',
          eventId,
          fields: { ...fields, date: 'TBD', startDate: '2027-04-10', endDate: '2027-04-09' },
          isHidden: false,
        })
        .thenFails('invalid', 'endDate cannot be before startDate'));
    it('drops days read from an earlier text when the new text cannot be read, rather than keep them stale', () =>
      given(eventDecider, [created])
        .when({ type: 'UpdateEvent', eventId, now: afterCreation, changes: { date: 'Fall 2026' } })
        .then([updated({ date: 'Fall 2026', startDate: null, endDate: null })]));
    it('keeps days an admin gave while the text stays unreadable', () =>
      given(eventDecider, [
        createdWith({ date: 'TBD', startDate: '2027-04-10', endDate: '2027-04-10', country: null, region: null }),
      ])
        .when({ type: 'UpdateEvent', eventId, now: afterCreation, changes: { date: 'To be announced' } })
        .then([updated({ date: 'To be announced' })]));
    it('follows a new city that names its state, replacing the region read from the old one', () =>
      given(eventDecider, [createdWith({ city: 'Dallas, TX', ...settled, country: 'US', region: 'TX' })])
        .when({ type: 'UpdateEvent', eventId, now: afterCreation, changes: { city: 'Toronto, ON' } })
        .then([updated({ city: 'Toronto, ON', country: 'CA', region: 'ON', timezone: 'America/Toronto' })]));
    it("keeps a recorded zone when the region moves: the zone is the admin's to change", () =>
      given(eventDecider, [
        createdWith({ city: 'Dallas, TX', ...settled, country: 'US', region: 'TX', timezone: 'America/Chicago' }),
      ])
        .when({ type: 'UpdateEvent', eventId, now: afterCreation, changes: { city: 'Toronto, ON' } })
        .then([updated({ city: 'Toronto, ON', country: 'CA', region: 'ON' })]));
    it('keeps the region when the new city names none', () =>
      given(eventDecider, [createdWith({ city: 'Dallas, TX', ...settled, country: 'US', region: 'TX' })])
        .when({ type: 'UpdateEvent', eventId, now: afterCreation, changes: { city: 'Dallas' } })
        .then([updated({ city: 'Dallas' })]));
    it('a region given by the admin wins over the city, and the country follows it', () =>
      given(eventDecider, [created])
        .when({ type: 'UpdateEvent', eventId, now: afterCreation, changes: { region: 'IL' } })
        .then([updated({ country: 'US', region: 'IL', timezone: 'America/Chicago' })]));
    it('refuses a region outside the stated country', () =>
      given(eventDecider, [created])
        .when({ type: 'UpdateEvent', eventId, now: afterCreation, changes: { country: 'CA', region: 'TX' } })
        .thenFails('invalid', 'region "TX" is not in Canada'));
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
        .then([{ type: expected, data: { eventId } }]);
    });
    it.each([
      ['HideEvent', 'EventHidden'],
      ['HideEventSocialMedia', 'EventSocialMediaHidden'],
      ['HideEventAbstracts', 'EventAbstractsHidden'],
    ] as const)('%s twice writes nothing the second time', (command, already) =>
      given(eventDecider, [created, { type: already, data: { eventId } }])
        .when({ type: command, eventId })
        .thenNothingHappens(),
    );
    it.each(['ShowEvent', 'ShowEventSocialMedia', 'ShowEventAbstracts'] as const)(
      '%s on a visible event writes nothing',
      (command) => given(eventDecider, [created]).when({ type: command, eventId }).thenNothingHappens(),
    );
    it('hiding social media leaves abstracts and visibility alone', () => {
      const { state } = given(eventDecider, [created, { type: 'EventSocialMediaHidden', data: { eventId } }]);
      expect(state).toMatchObject({ hideSocialMedia: true, hideAbstracts: false, isHidden: false });
    });
  });

  describe('may it be featured, unfeatured or copied? (checks that record nothing here)', () => {
    const beforeIt = new Date('2026-05-01T12:00:00.000Z');
    const trashed = trashedOn('2026-04-01T00:00:00.000Z');
    const purged: EventDomainEvent = { type: 'EventPurged', data: { eventId } };
    const featurable = { type: 'CheckFeaturable' as const, eventId, now: beforeIt };

    it('an upcoming public event may be featured', () =>
      given(eventDecider, [created]).when(featurable).thenNothingHappens());
    it('an unknown or purged event is not found', () => {
      given(eventDecider, []).when(featurable).thenFails('not-found', 'Event not found');
      given(eventDecider, [created, trashed, purged]).when(featurable).thenFails('not-found', 'Event not found');
    });
    it('an event in the trash is refused with 409', () =>
      given(eventDecider, [created, trashed])
        .when(featurable)
        .thenFails('conflict', 'This event is in the trash. Restore it first.'));
    it('featured means upcoming: a hidden or past event is refused with 400 and the reason', () => {
      given(eventDecider, [created, { type: 'EventHidden', data: { eventId } }])
        .when(featurable)
        .thenFails('invalid', 'A hidden event cannot be featured.');
      given(eventDecider, [created])
        .when({ ...featurable, now: new Date('2026-05-16T12:00:00.000Z') })
        .thenFails('invalid', 'A past event cannot be featured.');
    });
    it('a past event that is also hidden is refused as past', () =>
      given(eventDecider, [created, { type: 'EventHidden', data: { eventId } }])
        .when({ ...featurable, now: new Date('2026-05-16T12:00:00.000Z') })
        .thenFails('invalid', 'A past event cannot be featured.'));

    it('any event that exists may be unfeatured, in the trash too; an unknown or purged one is not found', () => {
      given(eventDecider, [created, trashed]).when({ type: 'CheckUnfeaturable', eventId }).thenNothingHappens();
      given(eventDecider, []).when({ type: 'CheckUnfeaturable', eventId }).thenFails('not-found', 'Event not found');
      given(eventDecider, [created, trashed, purged])
        .when({ type: 'CheckUnfeaturable', eventId })
        .thenFails('not-found', 'Event not found');
    });

    it('a next edition is copied from a live event only, past or hidden ones too', () => {
      given(eventDecider, [created, { type: 'EventHidden', data: { eventId } }])
        .when({ type: 'CheckDuplicable', eventId })
        .thenNothingHappens();
      given(eventDecider, [created, trashed])
        .when({ type: 'CheckDuplicable', eventId })
        .thenFails('conflict', 'This event is in the trash. Restore it first.');
      given(eventDecider, []).when({ type: 'CheckDuplicable', eventId }).thenFails('not-found', 'Event not found');
    });
  });

  describe('trash, restore and purge', () => {
    it('trashes a listed event and remembers when', () => {
      given(eventDecider, [created])
        .when({ type: 'TrashEvent', eventId })
        .then([{ type: 'EventTrashed', data: { eventId } }]);
      expect(given(eventDecider, [created, trashedOn('2026-11-01T00:00:00.000Z')]).state).toMatchObject({
        status: 'trashed',
        trashedAt: '2026-11-01T00:00:00.000Z',
      });
    });
    it('trashing twice writes nothing', () =>
      given(eventDecider, [created, trashedOn('2026-11-01T00:00:00.000Z')])
        .when({ type: 'TrashEvent', eventId })
        .thenNothingHappens());
    it('restores a trashed event', () =>
      given(eventDecider, [created, trashedOn('2026-11-01T00:00:00.000Z')])
        .when({ type: 'RestoreEvent', eventId })
        .then([{ type: 'EventRestored', data: { eventId } }]));
    it('refuses to restore an event that is not in the trash', () =>
      given(eventDecider, [created])
        .when({ type: 'RestoreEvent', eventId })
        .thenFails('conflict', 'This event is not in the trash.'));
    it('purges 14 days after trashing, not a minute earlier', () => {
      const history = [created, trashedOn('2026-11-01T00:00:00.000Z')];
      given(eventDecider, history)
        .when({ type: 'PurgeEvent', eventId, now: new Date('2026-11-14T23:59:00.000Z') })
        .thenFails('conflict');
      given(eventDecider, history)
        .when({ type: 'PurgeEvent', eventId, now: new Date('2026-11-15T00:00:00.000Z') })
        .then([{ type: 'EventPurged', data: { eventId } }]);
    });
    it('refuses to purge a live event', () =>
      given(eventDecider, [created])
        .when({ type: 'PurgeEvent', eventId, now: new Date('2030-01-01') })
        .thenFails('conflict'));
    it('treats a purged event as gone', () =>
      given(eventDecider, [created, trashedOn('2026-11-01T00:00:00.000Z'), { type: 'EventPurged', data: { eventId } }])
        .when({ type: 'RestoreEvent', eventId })
        .thenFails('not-found'));
  });
});
