import { z } from 'zod';
import {
  AnyDomainEvent,
  DomainEventNamed,
  DomainEventsIn,
  domainEventCatalogue,
  EventTrashed,
  speakerDomainEvents,
  SpeakerFieldsSchema,
} from './index';

/*
 * Compile-time checks: `npm run typecheck` fails if a line marked @ts-expect-error compiles, so a
 * shape declared by hand that disagrees with the catalogue's schema cannot get through CI. The
 * runtime assertions keep the catalogue and the derived names in step.
 */
describe('domain event types derived from the catalogue', () => {
  it('types a domain event by name from its zod schema', () => {
    const trashed: DomainEventNamed<'EventTrashed'> = { type: 'EventTrashed', data: { eventId: 'e1' } };
    expect(EventTrashed.data.parse(trashed.data)).toEqual({ eventId: 'e1' });

    // @ts-expect-error the data of EventTrashed has no `speakerId`; its schema names `eventId`
    const wrongData: DomainEventNamed<'EventTrashed'> = { type: 'EventTrashed', data: { speakerId: 's1' } };
    // @ts-expect-error no domain event is called EventBinned
    const unknownName: DomainEventNamed<'EventBinned'> = { type: 'EventBinned', data: {} };
    expect([wrongData, unknownName]).toHaveLength(2);
  });

  it("derives a domain's union from its list, discriminated by type", () => {
    type SpeakerDomainEvent = DomainEventsIn<typeof speakerDomainEvents>;
    const added: SpeakerDomainEvent = {
      type: 'SpeakerAdded',
      data: { ...SpeakerFieldsSchema.parse(speakerFields()), speakerId: 's1', eventId: 'e1' },
    };
    // @ts-expect-error an event's domain event is not in the speaker's union
    const foreign: SpeakerDomainEvent = { type: 'EventTrashed', data: { eventId: 'e1' } };
    // @ts-expect-error SpeakerAdded needs the speaker's fields, not only its id
    const partial: SpeakerDomainEvent = { type: 'SpeakerAdded', data: { speakerId: 's1', eventId: 'e1' } };
    expect([added.type, foreign.type, partial.type]).toEqual(['SpeakerAdded', 'EventTrashed', 'SpeakerAdded']);
  });

  it('names exactly the catalogue in the union of every domain event', () => {
    const names: Array<AnyDomainEvent['type']> = domainEventCatalogue.map(
      (definition) => definition.type as AnyDomainEvent['type'],
    );
    expect(new Set(names).size).toBe(domainEventCatalogue.length);
    const schemaFor = (type: AnyDomainEvent['type']): z.ZodTypeAny | undefined =>
      domainEventCatalogue.find((definition) => definition.type === type)?.data;
    expect(schemaFor('SpeakerAdded')).toBeDefined();
  });
});

function speakerFields(): z.input<typeof SpeakerFieldsSchema> {
  return {
    name: 'Dr. Ana Ruiz',
    profession: 'DDS',
    specialty: 'Periodontics',
    lectureTitle: 'Soft tissue grafting',
    email: 'ana@example.com',
    image: '',
    socialLinks: {},
    profileUrl: null,
    abstract: '',
    objectives: [],
  };
}
