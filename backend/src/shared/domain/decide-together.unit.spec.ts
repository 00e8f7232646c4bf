import { given } from '../../event-sourcing/testing/given-when-then';
import { speakerDecider, type SpeakerDomainEvent } from '../../speakers/domain/speaker.decider';
import { decideTogether } from './decider';

const speakerId = 'sp-1';
const added: SpeakerDomainEvent = {
  type: 'SpeakerAdded',
  data: {
    speakerId,
    eventId: 'e-1',
    name: 'Dr. Ana Ruiz',
    profession: 'Periodontist',
    specialty: 'Periodontics',
    lectureTitle: 'Grafting',
    email: 'ana@example.com',
    image: '',
    socialLinks: {},
    profileUrl: null,
    abstract: '',
    objectives: [],
  },
};
const together = decideTogether(speakerDecider);

describe('decideTogether', () => {
  it('decides each command on the state the ones before it left, and returns all their domain events', () =>
    given(together, [added])
      .when([
        { type: 'HideSpeakerSocialLinks', speakerId },
        { type: 'HideSpeakerSocialLinks', speakerId },
        { type: 'HideSpeakerAbstract', speakerId },
      ])
      .then([
        { type: 'SpeakerSocialLinksHidden', data: { speakerId } },
        { type: 'SpeakerAbstractHidden', data: { speakerId } },
      ]));

  it('returns nothing at all when one command is refused, whatever its place', () => {
    given(together, [added])
      .when([
        { type: 'HideSpeakerSocialLinks', speakerId },
        { type: 'MoveSpeaker', speakerId, eventId: 'e-2', event: 'trashed' },
      ])
      .thenFails('invalid', 'This event is in the trash. Restore it first.');
    given(together, [added])
      .when([
        { type: 'MoveSpeaker', speakerId, eventId: 'e-2', event: 'missing' },
        { type: 'HideSpeakerAbstract', speakerId },
      ])
      .thenFails('not-found', 'Event not found');
  });
});
