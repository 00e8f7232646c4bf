import { SpeakerPurged, type SpeakerFields } from '@dental/contracts';
import { given } from '../../event-sourcing/testing/given-when-then';
import { SpeakerDomainEvent, speakerDecider } from './speaker.decider';

const speakerId = 's-1';
const eventId = 'e-1';
const fields: SpeakerFields = {
  name: 'Rafael Montoya',
  profession: 'Oral and Maxillofacial Surgeon',
  specialty: 'Implant Dentistry',
  lectureTitle: 'Sinus Augmentation Without the Guesswork',
  email: 'rafael.montoya@example.com',
  image: '/attached_assets/speakers/rafael-montoya.svg',
  socialLinks: { instagram: 'https://www.instagram.com/rafa.demo' },
  profileUrl: null,
  abstract: 'Posterior maxillary sites with limited bone.',
  objectives: ['Select the technique'],
};
const added: SpeakerDomainEvent = { type: 'SpeakerAdded', data: { speakerId, eventId, ...fields } };
const trashedOn = (occurredAt: string) => ({
  type: 'SpeakerTrashed' as const,
  data: { speakerId },
  metadata: { occurredAt },
});
const add = (event: 'live' | 'trashed' | 'missing', allowTrashedEvent?: boolean) => ({
  type: 'AddSpeaker' as const,
  speakerId,
  eventId,
  event,
  fields,
  allowTrashedEvent,
});

describe('speaker decider', () => {
  describe('add', () => {
    it('adds a speaker to a live event', () => given(speakerDecider, []).when(add('live')).then([added]));
    it('starts with social links and abstract visible', () =>
      expect(given(speakerDecider, [added]).state).toMatchObject({
        status: 'listed',
        eventId,
        socialVisible: true,
        hideAbstract: false,
        trashedAt: null,
      }));
    it('refuses an unknown event with 404', () =>
      given(speakerDecider, []).when(add('missing')).thenFails('not-found', 'Event not found'));
    it('refuses an event in the trash with 409', () =>
      given(speakerDecider, [])
        .when(add('trashed'))
        .thenFails('conflict', 'This event is in the trash. Restore it first.'));
    it('adds to a trashed event only when replaying a history that allows it', () =>
      given(speakerDecider, []).when(add('trashed', true)).then([added]));
    it('refuses an id that already exists', () =>
      given(speakerDecider, [added]).when(add('live')).thenFails('conflict'));
  });

  describe('update', () => {
    it('records credentials and a disclosure; null (an undo of the first one) is the empty text they started as', () => {
      const disclosed: SpeakerDomainEvent = {
        type: 'SpeakerUpdated',
        data: { speakerId, changes: { credentials: 'DDS', disclosure: 'Consultant for Example Co.' } },
      };
      given(speakerDecider, [added])
        .when({
          type: 'UpdateSpeaker',
          speakerId,
          changes: { credentials: 'DDS', disclosure: 'Consultant for Example Co.' },
        })
        .then([disclosed]);
      given(speakerDecider, [added, disclosed])
        .when({ type: 'UpdateSpeaker', speakerId, changes: { credentials: null, disclosure: null } as never })
        .then([{ type: 'SpeakerUpdated', data: { speakerId, changes: { credentials: '', disclosure: '' } } }]);
    });
    it('records only the fields that changed', () =>
      given(speakerDecider, [added])
        .when({
          type: 'UpdateSpeaker',
          speakerId,
          changes: { name: fields.name, lectureTitle: 'Sinus Lifts', objectives: ['One', 'Two'] },
        })
        .then([
          {
            type: 'SpeakerUpdated',
            data: { speakerId, changes: { lectureTitle: 'Sinus Lifts', objectives: ['One', 'Two'] } },
          },
        ]));
    it('writes nothing when nothing changed', () =>
      given(speakerDecider, [added])
        .when({ type: 'UpdateSpeaker', speakerId, changes: { socialLinks: { ...fields.socialLinks } } })
        .thenNothingHappens());
    it('folds changes into the state', () =>
      expect(
        given(speakerDecider, [
          added,
          { type: 'SpeakerUpdated', data: { speakerId, changes: { email: 'new@example.com' } } },
        ]).state,
      ).toMatchObject({
        fields: { ...fields, email: 'new@example.com' },
      }));
    it('is refused for an unknown speaker', () =>
      given(speakerDecider, [])
        .when({ type: 'UpdateSpeaker', speakerId, changes: { name: 'X' } })
        .thenFails('not-found', 'Speaker not found'));
    it('is refused while the speaker is in the trash', () =>
      given(speakerDecider, [added, trashedOn('2026-11-01T00:00:00.000Z')])
        .when({ type: 'UpdateSpeaker', speakerId, changes: { name: 'X' } })
        .thenFails('conflict', 'This speaker is in the trash. Restore it first.'));
  });

  describe("'Same person as…' links", () => {
    const link = (samePersonAs: string | null, linked?: 'listed' | 'trashed' | 'missing') => ({
      type: 'UpdateSpeaker' as const,
      speakerId,
      changes: { samePersonAs },
      linked,
    });
    const linkedTo = (other: string | null): SpeakerDomainEvent => ({
      type: 'SpeakerUpdated',
      data: { speakerId, changes: { samePersonAs: other } },
    });

    it('links to another listed speaker, and unlinks with null', () => {
      given(speakerDecider, [added])
        .when(link('s-2', 'listed'))
        .then([linkedTo('s-2')]);
      given(speakerDecider, [added, linkedTo('s-2')])
        .when(link(null))
        .then([linkedTo(null)]);
    });
    it('writes nothing when the link is unchanged, even to a speaker since trashed or purged', () => {
      given(speakerDecider, [added, linkedTo('s-2')])
        .when(link('s-2', 'missing'))
        .thenNothingHappens();
      given(speakerDecider, [added]).when(link(null)).thenNothingHappens();
    });
    it.each([
      ['itself', speakerId, 'listed', 'Same person as must be another speaker, not this one'],
      ['an unknown or purged speaker', 's-404', 'missing', 'Same person as names no speaker on the site'],
      ['a speaker in the trash', 's-2', 'trashed', 'Same person as names a speaker in the trash; restore it first'],
    ] as const)('refuses a link to %s, naming the field', (_, other, linked, message) => {
      given(speakerDecider, [added]).when(link(other, linked)).thenFails('invalid', message);
      const { state } = given(speakerDecider, [added]);
      expect(() => speakerDecider.decide(link(other, linked), state)).toThrow(
        expect.objectContaining({ issues: [{ path: 'samePersonAs', message }] }),
      );
    });
    it('checks a link given when the speaker is added', () => {
      const linkedAdd = { ...add('live'), fields: { ...fields, samePersonAs: 's-2' } };
      given(speakerDecider, [])
        .when({ ...linkedAdd, linked: 'listed' })
        .then([{ type: 'SpeakerAdded', data: { speakerId, eventId, ...fields, samePersonAs: 's-2' } }]);
      given(speakerDecider, [])
        .when({ ...linkedAdd, linked: 'missing' })
        .thenFails('invalid', 'Same person as names no speaker on the site');
    });
  });

  describe('social and abstract visibility toggle independently and are idempotent', () => {
    it.each([
      ['HideSpeakerSocialLinks', [], 'SpeakerSocialLinksHidden'],
      [
        'ShowSpeakerSocialLinks',
        [{ type: 'SpeakerSocialLinksHidden', data: { speakerId } }],
        'SpeakerSocialLinksShown',
      ],
      ['HideSpeakerAbstract', [], 'SpeakerAbstractHidden'],
      ['ShowSpeakerAbstract', [{ type: 'SpeakerAbstractHidden', data: { speakerId } }], 'SpeakerAbstractShown'],
    ] as const)('%s', (command, before, expected) =>
      given(speakerDecider, [added, ...(before as unknown as SpeakerDomainEvent[])])
        .when({ type: command, speakerId })
        .then([{ type: expected, data: { speakerId } }]),
    );
    it.each([
      ['HideSpeakerSocialLinks', 'SpeakerSocialLinksHidden'],
      ['HideSpeakerAbstract', 'SpeakerAbstractHidden'],
    ] as const)('%s twice writes nothing the second time', (command, already) =>
      given(speakerDecider, [added, { type: already, data: { speakerId } }])
        .when({ type: command, speakerId })
        .thenNothingHappens(),
    );
    it.each(['ShowSpeakerSocialLinks', 'ShowSpeakerAbstract'] as const)(
      '%s on a visible speaker writes nothing',
      (command) => given(speakerDecider, [added]).when({ type: command, speakerId }).thenNothingHappens(),
    );
    it('hiding social links leaves the abstract alone, and the other way round', () => {
      expect(
        given(speakerDecider, [added, { type: 'SpeakerSocialLinksHidden', data: { speakerId } }]).state,
      ).toMatchObject({ socialVisible: false, hideAbstract: false });
      expect(
        given(speakerDecider, [added, { type: 'SpeakerAbstractHidden', data: { speakerId } }]).state,
      ).toMatchObject({ socialVisible: true, hideAbstract: true });
    });
    it('flags cannot change while the speaker is in the trash', () =>
      given(speakerDecider, [added, trashedOn('2026-11-01T00:00:00.000Z')])
        .when({ type: 'HideSpeakerAbstract', speakerId })
        .thenFails('conflict'));
  });

  describe('may it be featured or unfeatured? (checks that record nothing here; the roster records the change)', () => {
    const trashed = trashedOn('2026-11-01T00:00:00.000Z');
    const purged: SpeakerDomainEvent = { type: 'SpeakerPurged', data: { speakerId } };

    it('a listed speaker may be featured; one in the trash is refused with 409', () => {
      given(speakerDecider, [added]).when({ type: 'CheckFeaturable', speakerId }).thenNothingHappens();
      given(speakerDecider, [added, trashed])
        .when({ type: 'CheckFeaturable', speakerId })
        .thenFails('conflict', 'This speaker is in the trash. Restore it first.');
    });
    it('a speaker in the trash may still be unfeatured', () =>
      given(speakerDecider, [added, trashed]).when({ type: 'CheckUnfeaturable', speakerId }).thenNothingHappens());
    it.each(['CheckFeaturable', 'CheckUnfeaturable'] as const)(
      '%s: an unknown or purged speaker is not found',
      (type) => {
        given(speakerDecider, []).when({ type, speakerId }).thenFails('not-found', 'Speaker not found');
        given(speakerDecider, [added, trashed, purged])
          .when({ type, speakerId })
          .thenFails('not-found', 'Speaker not found');
      },
    );
  });

  describe('trash, restore and purge', () => {
    it('trashes a listed speaker and remembers when', () => {
      given(speakerDecider, [added])
        .when({ type: 'TrashSpeaker', speakerId })
        .then([{ type: 'SpeakerTrashed', data: { speakerId } }]);
      expect(given(speakerDecider, [added, trashedOn('2026-11-01T00:00:00.000Z')]).state).toMatchObject({
        status: 'trashed',
        trashedAt: '2026-11-01T00:00:00.000Z',
      });
    });
    it('trashing twice writes nothing', () =>
      given(speakerDecider, [added, trashedOn('2026-11-01T00:00:00.000Z')])
        .when({ type: 'TrashSpeaker', speakerId })
        .thenNothingHappens());
    it('trashing an unknown speaker is refused', () =>
      given(speakerDecider, []).when({ type: 'TrashSpeaker', speakerId }).thenFails('not-found', 'Speaker not found'));
    it('restores a trashed speaker', () =>
      given(speakerDecider, [added, trashedOn('2026-11-01T00:00:00.000Z')])
        .when({ type: 'RestoreSpeaker', speakerId })
        .then([{ type: 'SpeakerRestored', data: { speakerId } }]));
    it('refuses to restore a speaker that is not in the trash', () =>
      given(speakerDecider, [added])
        .when({ type: 'RestoreSpeaker', speakerId })
        .thenFails('conflict', 'This speaker is not in the trash.'));
    it('purges 14 days after trashing, not a minute earlier', () => {
      const history = [added, trashedOn('2026-11-01T00:00:00.000Z')];
      given(speakerDecider, history)
        .when({ type: 'PurgeSpeaker', speakerId, event: 'live', now: new Date('2026-11-14T23:59:00.000Z') })
        .thenFails('conflict');
      given(speakerDecider, history)
        .when({ type: 'PurgeSpeaker', speakerId, event: 'live', now: new Date('2026-11-15T00:00:00.000Z') })
        .then([{ type: 'SpeakerPurged', data: { speakerId } }]);
    });
    it('restoring starts the 14 days again on the next trash', () => {
      const history = [
        added,
        trashedOn('2026-11-01T00:00:00.000Z'),
        { type: 'SpeakerRestored' as const, data: { speakerId } },
        trashedOn('2026-11-10T00:00:00.000Z'),
      ];
      given(speakerDecider, history)
        .when({ type: 'PurgeSpeaker', speakerId, event: 'live', now: new Date('2026-11-20T00:00:00.000Z') })
        .thenFails('conflict');
    });
    it('refuses to purge a live speaker', () =>
      given(speakerDecider, [added])
        .when({ type: 'PurgeSpeaker', speakerId, event: 'live', now: new Date('2030-01-01') })
        .thenFails('conflict', 'Only trashed speakers can be purged.'));
    it('purges a speaker at once when its event has been purged, trashed or not', () => {
      const purgedEvent = {
        type: 'PurgeSpeaker' as const,
        speakerId,
        event: 'purged' as const,
        now: new Date('2026-11-02T00:00:00.000Z'),
      };
      given(speakerDecider, [added])
        .when(purgedEvent)
        .then([{ type: 'SpeakerPurged', data: { speakerId, eventId } }]);
      given(speakerDecider, [added, trashedOn('2026-11-01T00:00:00.000Z')])
        .when(purgedEvent)
        .then([{ type: 'SpeakerPurged', data: { speakerId, eventId } }]);
    });
    it('writes SpeakerPurged payloads the contract accepts, with and without the event', () => {
      for (const event of ['purged', 'live'] as const) {
        const { state } = given(speakerDecider, [added, trashedOn('2026-11-01T00:00:00.000Z')]);
        const [purged] = speakerDecider.decide(
          { type: 'PurgeSpeaker', speakerId, event, now: new Date('2026-11-20T00:00:00.000Z') },
          state,
        );
        expect(purged.data).toEqual(event === 'purged' ? { speakerId, eventId } : { speakerId });
        expect(SpeakerPurged.data.safeParse(purged.data).success).toBe(true);
      }
    });
    it('keeps the 14 days for a trashed speaker whose event is only trashed', () =>
      given(speakerDecider, [added, trashedOn('2026-11-01T00:00:00.000Z')])
        .when({ type: 'PurgeSpeaker', speakerId, event: 'trashed', now: new Date('2026-11-02T00:00:00.000Z') })
        .thenFails('conflict', 'This speaker was trashed less than 14 days ago.'));
    it('does not purge a speaker twice', () =>
      given(speakerDecider, [added, { type: 'SpeakerPurged', data: { speakerId } }])
        .when({ type: 'PurgeSpeaker', speakerId, event: 'purged', now: new Date('2026-11-02T00:00:00.000Z') })
        .thenFails('not-found', 'Speaker not found'));
    it('treats a purged speaker as gone', () =>
      given(speakerDecider, [
        added,
        trashedOn('2026-11-01T00:00:00.000Z'),
        { type: 'SpeakerPurged', data: { speakerId } },
      ])
        .when({ type: 'RestoreSpeaker', speakerId })
        .thenFails('not-found', 'Speaker not found'));
  });

  describe('move', () => {
    const moved: SpeakerDomainEvent = {
      type: 'SpeakerMovedToEvent',
      data: { speakerId, fromEventId: eventId, eventId: 'e-2' },
    };
    it('moves a speaker to another live event, and not to the event it is on', () => {
      given(speakerDecider, [added])
        .when({ type: 'MoveSpeaker', speakerId, eventId: 'e-2', event: 'live' })
        .then([moved]);
      expect(given(speakerDecider, [added, moved]).state).toMatchObject({ eventId: 'e-2' });
      given(speakerDecider, [added])
        .when({ type: 'MoveSpeaker', speakerId, eventId, event: 'live' })
        .thenNothingHappens();
    });
    it('refuses an unknown, purged or trashed event, and a trashed speaker', () => {
      given(speakerDecider, [added])
        .when({ type: 'MoveSpeaker', speakerId, eventId: 'e-2', event: 'missing' })
        .thenFails('not-found', 'Event not found');
      given(speakerDecider, [added])
        .when({ type: 'MoveSpeaker', speakerId, eventId: 'e-2', event: 'purged' })
        .thenFails('not-found');
      given(speakerDecider, [added])
        .when({ type: 'MoveSpeaker', speakerId, eventId: 'e-2', event: 'trashed' })
        .thenFails('conflict', 'This event is in the trash. Restore it first.');
      given(speakerDecider, [added, trashedOn('2026-11-01T00:00:00.000Z')])
        .when({ type: 'MoveSpeaker', speakerId, eventId: 'e-2', event: 'live' })
        .thenFails('conflict');
    });
    it('does not purge a speaker with an event it has left since the purge job read it', () =>
      given(speakerDecider, [added, moved])
        .when({ type: 'PurgeSpeaker', speakerId, eventId, event: 'purged', now: new Date('2026-11-20') })
        .thenFails('conflict', 'Only trashed speakers can be purged.'));
  });
});
