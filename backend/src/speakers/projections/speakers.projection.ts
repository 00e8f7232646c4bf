import { Injectable } from '@nestjs/common';
import type { DomainEventsIn, Speaker, speakerDomainEvents } from '@dental/contracts';
import {
  DocumentProjection,
  REMOVE,
  UNCHANGED,
  patch,
  type Projected,
} from '../../event-sourcing/projections/projection';

export const SPEAKERS_COLLECTION = 'speakers';

type SpeakerDomainEvent = DomainEventsIn<typeof speakerDomainEvents>;

/** A change to a listed speaker, stamped with when it was made; nothing when the speaker is not listed. */
function changeListed(
  current: Speaker | undefined,
  fields: Partial<Speaker>,
  domainEvent: Projected<SpeakerDomainEvent>,
) {
  return current ? patch<Speaker>(fields, { updatedAt: domainEvent.metadata.occurredAt }) : UNCHANGED;
}

/** The handler of a domain event that sets the same fields of a listed speaker every time. */
const listed =
  (fields: Partial<Speaker>) => (current: Speaker | undefined, domainEvent: Projected<SpeakerDomainEvent>) =>
    changeListed(current, fields, domainEvent);

/** Builds the `speakers` read model: one document per speaker, trashed ones kept (with trashedAt) until purged. */
@Injectable()
export class SpeakersProjection extends DocumentProjection<Speaker, SpeakerDomainEvent> {
  constructor() {
    super({
      name: 'speakers',
      collection: SPEAKERS_COLLECTION,
      documentId: (domainEvent) => domainEvent.data.speakerId,
      on: {
        SpeakerAdded: (current, { data, metadata }) => {
          const { speakerId, ...fields } = data;
          return {
            id: speakerId,
            ...fields,
            credentials: fields.credentials ?? '',
            disclosure: fields.disclosure ?? '',
            samePersonAs: fields.samePersonAs ?? null,
            socialVisible: true,
            hideAbstract: false,
            isFeatured: current?.isFeatured ?? false,
            trashedAt: null,
            createdAt: metadata.occurredAt,
            updatedAt: metadata.occurredAt,
          };
        },
        SpeakerUpdated: (current, domainEvent) => changeListed(current, domainEvent.data.changes, domainEvent),
        SpeakerSocialLinksHidden: listed({ socialVisible: false }),
        SpeakerSocialLinksShown: listed({ socialVisible: true }),
        SpeakerAbstractHidden: listed({ hideAbstract: true }),
        SpeakerAbstractShown: listed({ hideAbstract: false }),
        SpeakerFeatured: listed({ isFeatured: true }),
        SpeakerUnfeatured: listed({ isFeatured: false }),
        SpeakerTrashed: (current, domainEvent) =>
          changeListed(current, { trashedAt: domainEvent.metadata.occurredAt }, domainEvent),
        SpeakerRestored: listed({ trashedAt: null }),
        SpeakerMovedToEvent: (current, domainEvent) =>
          changeListed(current, { eventId: domainEvent.data.eventId }, domainEvent),
        SpeakerPurged: (current) => (current ? REMOVE : UNCHANGED),
      },
    });
  }
}
