import type { SponsorFields } from '@dental/contracts';
import { given } from '../../event-sourcing/testing/given-when-then';
import { SponsorDomainEvent, sponsorDecider } from './sponsor.decider';

const sponsorId = 'sp-1';
const fields: SponsorFields = {
  name: 'NovaDent Systems',
  description: 'Imaging and practice software.',
  logo: 'NOVA',
  companyImage: null,
  website: 'https://novadent.example.com',
  telephone: '(555) 010-2233',
  socialHandles: { instagram: '@novadent.demo' },
  tier: 'silver',
};
const added: SponsorDomainEvent = { type: 'SponsorAdded', data: { sponsorId, ...fields } };
const assigned = (eventId: string, tier: SponsorFields['tier'] = 'silver'): SponsorDomainEvent => ({
  type: 'SponsorAssignedToEvent',
  data: { sponsorId, eventId, tier },
});
const live = (eventId: string) => ({ eventId, event: 'live' as const });
const removed: SponsorDomainEvent = { type: 'SponsorRemoved', data: { sponsorId } };

describe('sponsor decider', () => {
  describe('add', () => {
    it('adds an unassigned, non-global sponsor', () => {
      given(sponsorDecider, [])
        .when({ type: 'AddSponsor', sponsorId, fields, assignTo: null, isGlobalSponsor: false })
        .then([added]);
      expect(given(sponsorDecider, [added]).state).toMatchObject({
        status: 'active',
        eventId: null,
        isGlobalSponsor: false,
      });
    });
    it('adds and assigns to a live event at the form tier, and makes global, in one append', () =>
      given(sponsorDecider, [])
        .when({
          type: 'AddSponsor',
          sponsorId,
          fields: { ...fields, tier: 'gold' },
          assignTo: live('e-1'),
          isGlobalSponsor: true,
        })
        .then([
          { type: 'SponsorAdded', data: { sponsorId, ...fields, tier: 'gold' } },
          assigned('e-1', 'gold'),
          { type: 'SponsorMadeGlobal', data: { sponsorId } },
        ]));
    it('refuses an unknown event with 404', () =>
      given(sponsorDecider, [])
        .when({
          type: 'AddSponsor',
          sponsorId,
          fields,
          assignTo: { eventId: 'x', event: 'missing' },
          isGlobalSponsor: false,
        })
        .thenFails('not-found', 'Event not found'));
    it('refuses an event in the trash', () =>
      given(sponsorDecider, [])
        .when({
          type: 'AddSponsor',
          sponsorId,
          fields,
          assignTo: { eventId: 'x', event: 'trashed' },
          isGlobalSponsor: false,
        })
        .thenFails('conflict', 'This event is in the trash. Restore it first.'));
    it('refuses an id that already exists', () =>
      given(sponsorDecider, [added])
        .when({ type: 'AddSponsor', sponsorId, fields, assignTo: null, isGlobalSponsor: false })
        .thenFails('conflict'));
  });

  describe('update', () => {
    it('records only the fields that changed', () =>
      given(sponsorDecider, [added])
        .when({
          type: 'UpdateSponsor',
          sponsorId,
          changes: { name: fields.name, description: 'New', socialHandles: { twitter: '@nova' } },
        })
        .then([
          {
            type: 'SponsorUpdated',
            data: { sponsorId, changes: { description: 'New', socialHandles: { twitter: '@nova' } } },
          },
        ]));
    it('writes nothing when nothing changed', () =>
      given(sponsorDecider, [added])
        .when({ type: 'UpdateSponsor', sponsorId, changes: { logo: 'NOVA', tier: 'silver' } })
        .thenNothingHappens());
    it('is refused for an unknown sponsor', () =>
      given(sponsorDecider, [])
        .when({ type: 'UpdateSponsor', sponsorId, changes: { name: 'X' } })
        .thenFails('not-found', 'Sponsor not found'));
  });

  describe('assignment to an event', () => {
    it('assigns at the given tier', () =>
      given(sponsorDecider, [added])
        .when({ type: 'AssignSponsorToEvent', sponsorId, assignTo: live('e-1'), tier: 'platinum' })
        .then([assigned('e-1', 'platinum')]));
    it("keeps the sponsor's tier when none is given", () =>
      given(sponsorDecider, [added])
        .when({ type: 'AssignSponsorToEvent', sponsorId, assignTo: live('e-1') })
        .then([assigned('e-1', 'silver')]));
    it('moves a sponsor of another event', () => {
      given(sponsorDecider, [added, assigned('e-1')])
        .when({ type: 'AssignSponsorToEvent', sponsorId, assignTo: live('e-2'), tier: 'gold' })
        .then([assigned('e-2', 'gold')]);
      expect(given(sponsorDecider, [added, assigned('e-1'), assigned('e-2', 'gold')]).state).toMatchObject({
        eventId: 'e-2',
        fields: { tier: 'gold' },
      });
    });
    it('changes the tier at the same event', () =>
      given(sponsorDecider, [added, assigned('e-1')])
        .when({ type: 'AssignSponsorToEvent', sponsorId, assignTo: live('e-1'), tier: 'gold' })
        .then([assigned('e-1', 'gold')]));
    it('writes nothing when already there at that tier', () =>
      given(sponsorDecider, [added, assigned('e-1')])
        .when({ type: 'AssignSponsorToEvent', sponsorId, assignTo: live('e-1'), tier: 'silver' })
        .thenNothingHappens());
    it('refuses an unknown or trashed event', () => {
      given(sponsorDecider, [added])
        .when({ type: 'AssignSponsorToEvent', sponsorId, assignTo: { eventId: 'x', event: 'missing' } })
        .thenFails('not-found', 'Event not found');
      given(sponsorDecider, [added])
        .when({ type: 'AssignSponsorToEvent', sponsorId, assignTo: { eventId: 'x', event: 'trashed' } })
        .thenFails('conflict', 'This event is in the trash. Restore it first.');
    });
    it('removes the sponsor from its event, and writes nothing when it has none', () => {
      given(sponsorDecider, [added, assigned('e-1')])
        .when({ type: 'RemoveSponsorFromEvent', sponsorId })
        .then([{ type: 'SponsorRemovedFromEvent', data: { sponsorId, eventId: 'e-1' } }]);
      given(sponsorDecider, [added]).when({ type: 'RemoveSponsorFromEvent', sponsorId }).thenNothingHappens();
      expect(
        given(sponsorDecider, [
          added,
          assigned('e-1'),
          { type: 'SponsorRemovedFromEvent', data: { sponsorId, eventId: 'e-1' } },
        ]).state,
      ).toMatchObject({ eventId: null });
    });
    it('refuses a purged event like an unknown one', () =>
      given(sponsorDecider, [added])
        .when({ type: 'AssignSponsorToEvent', sponsorId, assignTo: { eventId: 'x', event: 'purged' } })
        .thenFails('not-found', 'Event not found'));
  });

  describe('release from a purged event (the purge job)', () => {
    const release = (eventId: string, event: 'live' | 'trashed' | 'purged' | 'missing') => ({
      type: 'ReleaseSponsorFromPurgedEvent' as const,
      sponsorId,
      eventId,
      event,
    });
    it('takes the sponsor off its event once that event is purged', () =>
      given(sponsorDecider, [added, assigned('e-1')])
        .when(release('e-1', 'purged'))
        .then([{ type: 'SponsorRemovedFromEvent', data: { sponsorId, eventId: 'e-1' } }]));
    it('leaves a sponsor of a live or trashed event alone', () => {
      given(sponsorDecider, [added, assigned('e-1')])
        .when(release('e-1', 'live'))
        .thenNothingHappens();
      given(sponsorDecider, [added, assigned('e-1')])
        .when(release('e-1', 'trashed'))
        .thenNothingHappens();
    });
    it('leaves a sponsor alone that has moved to another event since', () =>
      given(sponsorDecider, [added, assigned('e-1'), assigned('e-2')])
        .when(release('e-1', 'purged'))
        .thenNothingHappens());
  });

  describe('global flag', () => {
    it('makes a sponsor global and back, idempotently', () => {
      given(sponsorDecider, [added])
        .when({ type: 'MakeSponsorGlobal', sponsorId })
        .then([{ type: 'SponsorMadeGlobal', data: { sponsorId } }]);
      given(sponsorDecider, [added, { type: 'SponsorMadeGlobal', data: { sponsorId } }])
        .when({ type: 'MakeSponsorGlobal', sponsorId })
        .thenNothingHappens();
      given(sponsorDecider, [added, { type: 'SponsorMadeGlobal', data: { sponsorId } }])
        .when({ type: 'MakeSponsorNotGlobal', sponsorId })
        .then([{ type: 'SponsorNoLongerGlobal', data: { sponsorId } }]);
      given(sponsorDecider, [added]).when({ type: 'MakeSponsorNotGlobal', sponsorId }).thenNothingHappens();
    });
    it('leaves the event assignment alone', () =>
      expect(
        given(sponsorDecider, [added, assigned('e-1'), { type: 'SponsorMadeGlobal', data: { sponsorId } }]).state,
      ).toMatchObject({ eventId: 'e-1', isGlobalSponsor: true }));
  });

  describe('trash', () => {
    const trashed: SponsorDomainEvent = { type: 'SponsorTrashed', data: { sponsorId } };
    const at = (iso: string) => ({ occurredAt: iso });
    it('moves a sponsor to the trash once, keeping its event and global flag', () => {
      given(sponsorDecider, [added, assigned('e-1')])
        .when({ type: 'TrashSponsor', sponsorId })
        .then([trashed]);
      given(sponsorDecider, [added, trashed]).when({ type: 'TrashSponsor', sponsorId }).thenNothingHappens();
      expect(
        given(sponsorDecider, [added, assigned('e-1'), { type: 'SponsorMadeGlobal', data: { sponsorId } }, trashed])
          .state,
      ).toMatchObject({ status: 'trashed', eventId: 'e-1', isGlobalSponsor: true });
    });
    it('refuses changes to a trashed sponsor until it is restored', () => {
      given(sponsorDecider, [added, trashed])
        .when({ type: 'UpdateSponsor', sponsorId, changes: { name: 'X' } })
        .thenFails('conflict', 'This sponsor is in the trash. Restore it first.');
      given(sponsorDecider, [added, trashed])
        .when({ type: 'AssignSponsorToEvent', sponsorId, assignTo: live('e-1') })
        .thenFails('conflict');
      given(sponsorDecider, [added, trashed])
        .when({ type: 'RestoreSponsor', sponsorId })
        .then([{ type: 'SponsorRestored', data: { sponsorId } }]);
      given(sponsorDecider, [added])
        .when({ type: 'RestoreSponsor', sponsorId })
        .thenFails('conflict', 'This sponsor is not in the trash.');
    });
    it('purges only 14 days after the trash', () => {
      const history = [added, { ...trashed, metadata: at('2026-11-01T10:00:00.000Z') }];
      given(sponsorDecider, history)
        .when({ type: 'PurgeSponsor', sponsorId, now: new Date('2026-11-15T09:59:59.000Z') })
        .thenFails('conflict', 'This sponsor was trashed less than 14 days ago.');
      given(sponsorDecider, history)
        .when({ type: 'PurgeSponsor', sponsorId, now: new Date('2026-11-15T10:00:00.000Z') })
        .then([{ type: 'SponsorPurged', data: { sponsorId } }]);
      given(sponsorDecider, [added])
        .when({ type: 'PurgeSponsor', sponsorId, now: new Date('2027-01-01') })
        .thenFails('conflict', 'Only trashed sponsors can be purged.');
    });
    it('takes a trashed sponsor off its purged event too', () =>
      given(sponsorDecider, [added, assigned('e-1'), trashed])
        .when({ type: 'ReleaseSponsorFromPurgedEvent', sponsorId, eventId: 'e-1', event: 'purged' })
        .then([{ type: 'SponsorRemovedFromEvent', data: { sponsorId, eventId: 'e-1' } }]));
  });

  describe('deleted before the trash existed', () => {
    it('treats a removed sponsor as gone for every command', () => {
      given(sponsorDecider, [added, removed])
        .when({ type: 'TrashSponsor', sponsorId })
        .thenFails('not-found', 'Sponsor not found');
      given(sponsorDecider, [added, removed]).when({ type: 'MakeSponsorGlobal', sponsorId }).thenFails('not-found');
      given(sponsorDecider, [added, removed])
        .when({ type: 'AssignSponsorToEvent', sponsorId, assignTo: live('e-1') })
        .thenFails('not-found');
      given(sponsorDecider, [added, removed])
        .when({ type: 'AddSponsor', sponsorId, fields, assignTo: null, isGlobalSponsor: false })
        .thenFails('conflict');
    });
  });
});
