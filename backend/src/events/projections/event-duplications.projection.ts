import { Injectable } from '@nestjs/common';
import { DocumentProjection, REMOVE } from '../../event-sourcing/projections/projection';
import type { EventDuplicationDomainEvent } from '../domain/event-duplication.decider';

export const UNFINISHED_DUPLICATIONS_COLLECTION = 'unfinished_event_duplications';

/** A duplication started and not finished yet, and who started it (the steps left are taken in their name). */
export interface UnfinishedDuplication {
  duplicationId: string;
  startedBy: string;
}

/**
 * Builds the `unfinished_event_duplications` read model: a document from a duplication's start to
 * its end, so a boot finds the duplications an interruption left half done without reading the log.
 */
@Injectable()
export class EventDuplicationsProjection extends DocumentProjection<
  UnfinishedDuplication,
  EventDuplicationDomainEvent
> {
  constructor() {
    super({
      name: 'unfinished-event-duplications',
      collection: UNFINISHED_DUPLICATIONS_COLLECTION,
      documentId: (domainEvent) => domainEvent.data.duplicationId,
      on: {
        EventDuplicationStarted: (_current, { data, metadata }) => ({
          duplicationId: data.duplicationId,
          startedBy: metadata.actor,
        }),
        EventDuplicationFinished: () => REMOVE,
      },
    });
  }
}
