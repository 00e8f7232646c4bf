import { Injectable } from '@nestjs/common';
import type { Speaker } from '@dental/contracts';
import { ProjectedDomainEvent } from '../../event-sourcing/event-store/event-store.port';
import { Applied, Projection, updateDocument } from '../../event-sourcing/projections/projection';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import type { FeaturedSpeakersDomainEvent } from '../domain/featured-speakers.decider';
import type { SpeakerDomainEvent } from '../domain/speaker.decider';

export const SPEAKERS_COLLECTION = 'speakers';

type Handled = SpeakerDomainEvent | FeaturedSpeakersDomainEvent;

/** Builds the `speakers` read model: one document per speaker, trashed ones kept (with trashedAt) until purged. */
@Injectable()
export class SpeakersProjection implements Projection {
  readonly name = 'speakers';
  readonly collections = [SPEAKERS_COLLECTION];
  readonly handles = new Set<string>([
    'SpeakerAdded',
    'SpeakerUpdated',
    'SpeakerSocialLinksHidden',
    'SpeakerSocialLinksShown',
    'SpeakerAbstractHidden',
    'SpeakerAbstractShown',
    'SpeakerFeatured',
    'SpeakerUnfeatured',
    'SpeakerTrashed',
    'SpeakerRestored',
    'SpeakerPurged',
    'SpeakerMovedToEvent',
  ]);

  apply(stored: ProjectedDomainEvent, store: ReadStore): Applied {
    const domainEvent = stored as unknown as Handled & ProjectedDomainEvent;
    const at = stored.metadata.occurredAt;
    return updateDocument<Speaker>(store, SPEAKERS_COLLECTION, domainEvent.data.speakerId, stored, (current) => {
      if (domainEvent.type === 'SpeakerAdded') {
        const { speakerId, ...fields } = domainEvent.data;
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
          createdAt: at,
          updatedAt: at,
        };
      }
      if (!current) return undefined;
      const touched = { ...current, updatedAt: at };
      switch (domainEvent.type) {
        case 'SpeakerUpdated':
          return { ...touched, ...domainEvent.data.changes };
        case 'SpeakerSocialLinksHidden':
          return { ...touched, socialVisible: false };
        case 'SpeakerSocialLinksShown':
          return { ...touched, socialVisible: true };
        case 'SpeakerAbstractHidden':
          return { ...touched, hideAbstract: true };
        case 'SpeakerAbstractShown':
          return { ...touched, hideAbstract: false };
        case 'SpeakerFeatured':
          return { ...touched, isFeatured: true };
        case 'SpeakerUnfeatured':
          return { ...touched, isFeatured: false };
        case 'SpeakerTrashed':
          return { ...touched, trashedAt: at };
        case 'SpeakerRestored':
          return { ...touched, trashedAt: null };
        case 'SpeakerMovedToEvent':
          return { ...touched, eventId: domainEvent.data.eventId };
        case 'SpeakerPurged':
          return null;
        default:
          return undefined;
      }
    });
  }
}
