import { ForSpeaker, type SpeakerBusCommand } from './commands';
import { RevertAction, RevertTable, beforeValues } from '../audit';

/** Sends the command that puts the speaker back as it was before the undone change. */
const send =
  (revert: (speakerId: string) => SpeakerBusCommand): RevertAction =>
  ({ row, metadata, commands }) =>
    commands.execute(new ForSpeaker(revert(row.entity.id), metadata));

/**
 * Undo for speakers: an edit is reverted by editing the fields back, a flag by setting it back
 * (re-featuring still respects the limit of 3 per event), a trash by restoring, a move by moving
 * the speaker back (a featured one stays featured only if its old event has room).
 */
export const speakerRevertActions: RevertTable = {
  SpeakerUpdated: ({ row, metadata, commands }) =>
    commands.execute(
      new ForSpeaker({ type: 'UpdateSpeaker', speakerId: row.entity.id, changes: beforeValues(row) }, metadata),
    ),
  SpeakerSocialLinksHidden: send((speakerId) => ({ type: 'ShowSpeakerSocialLinks', speakerId })),
  SpeakerSocialLinksShown: send((speakerId) => ({ type: 'HideSpeakerSocialLinks', speakerId })),
  SpeakerAbstractHidden: send((speakerId) => ({ type: 'ShowSpeakerAbstract', speakerId })),
  SpeakerAbstractShown: send((speakerId) => ({ type: 'HideSpeakerAbstract', speakerId })),
  SpeakerFeatured: send((speakerId) => ({ type: 'UnfeatureSpeaker', speakerId })),
  SpeakerUnfeatured: send((speakerId) => ({ type: 'FeatureSpeaker', speakerId })),
  SpeakerTrashed: send((speakerId) => ({ type: 'RestoreSpeaker', speakerId })),
  SpeakerMovedToEvent: ({ row, metadata, commands }) => {
    const previousEvent = row.changes.find((change) => change.field === 'eventId')?.before;
    if (typeof previousEvent !== 'string')
      throw new Error(`The move at position ${row.position} names no event it came from`);
    return commands.execute(
      new ForSpeaker({ type: 'MoveSpeaker', speakerId: row.entity.id, eventId: previousEvent }, metadata),
    );
  },
};
