import { Injectable } from '@nestjs/common';
import { SPEAKER_LONG_TEXTS, type DomainEventsIn, type Speaker, type speakerDomainEvents } from '@dental/contracts';
import {
  DocumentProjection,
  REMOVE,
  UNCHANGED,
  changeExisting,
  changeExistingTo,
} from '../../event-sourcing/projections/projection';
import { SPEAKERS_COLLECTION } from '../../shared/read-model-collections';

type SpeakerDomainEvent = DomainEventsIn<typeof speakerDomainEvents>;

/**
 * Builds the `speakers` read model: one document per speaker, trashed ones kept (with trashedAt)
 * until purged. Kept on file (decision 0112): its readers ask for a few speakers whole, or hold
 * every speaker without their long texts (PublicEventViews.speakerSummaries).
 */
@Injectable()
export class SpeakersProjection extends DocumentProjection<Speaker, SpeakerDomainEvent> {
  constructor() {
    super({
      name: 'speakers',
      collection: SPEAKERS_COLLECTION,
      keptOnFile: true,
      // What is in the trash (the purge), every record without its long texts
      // (PublicEventViews.speakerSummaries), and one event's records (the public views, decision 0114).
      listed: { fields: ['eventId', 'trashedAt'], without: SPEAKER_LONG_TEXTS, lookedUpBy: ['eventId'] },
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
        SpeakerUpdated: (current, domainEvent) => changeExisting(current, domainEvent.data.changes, domainEvent),
        SpeakerSocialLinksHidden: changeExistingTo<Speaker>({ socialVisible: false }),
        SpeakerSocialLinksShown: changeExistingTo<Speaker>({ socialVisible: true }),
        SpeakerAbstractHidden: changeExistingTo<Speaker>({ hideAbstract: true }),
        SpeakerAbstractShown: changeExistingTo<Speaker>({ hideAbstract: false }),
        SpeakerFeatured: changeExistingTo<Speaker>({ isFeatured: true }),
        SpeakerUnfeatured: changeExistingTo<Speaker>({ isFeatured: false }),
        SpeakerTrashed: (current, domainEvent) =>
          changeExisting(current, { trashedAt: domainEvent.metadata.occurredAt }, domainEvent),
        SpeakerRestored: changeExistingTo<Speaker>({ trashedAt: null }),
        SpeakerMovedToEvent: (current, domainEvent) =>
          changeExisting(current, { eventId: domainEvent.data.eventId }, domainEvent),
        SpeakerPurged: (current) => (current ? REMOVE : UNCHANGED),
      },
    });
  }
}
