import type { SpeakerFields, SpeakerFlag } from '@dental/contracts';
import { EditSpeaker, MoveSpeaker, RestoreSpeaker, SetSpeakerFlag } from './commands';
import { RevertAction, RevertTable, beforeValues } from '../audit/undo/undo-registry';

const setFlag =
  (flag: SpeakerFlag, value: boolean): RevertAction =>
  ({ row, metadata, commands }) =>
    commands.execute(new SetSpeakerFlag(row.entity.id, flag, value, metadata));

/**
 * Undo for speakers: an edit is reverted by editing the fields back, a flag by setting it back
 * (re-featuring still respects the limit of 3 per event), a trash by restoring, a move by moving
 * the speaker back (a featured one stays featured only if its old event has room).
 */
export const speakerRevertActions: RevertTable = {
  SpeakerUpdated: ({ row, metadata, commands }) =>
    commands.execute(new EditSpeaker(row.entity.id, beforeValues(row) as Partial<SpeakerFields>, metadata)),
  SpeakerSocialLinksHidden: setFlag('socialVisible', true),
  SpeakerSocialLinksShown: setFlag('socialVisible', false),
  SpeakerAbstractHidden: setFlag('hideAbstract', false),
  SpeakerAbstractShown: setFlag('hideAbstract', true),
  SpeakerFeatured: setFlag('isFeatured', false),
  SpeakerUnfeatured: setFlag('isFeatured', true),
  SpeakerTrashed: ({ row, metadata, commands }) => commands.execute(new RestoreSpeaker(row.entity.id, metadata)),
  SpeakerMovedToEvent: ({ row, metadata, commands }) => {
    const previousEvent = row.changes.find((change) => change.field === 'eventId')?.before;
    if (typeof previousEvent !== 'string')
      throw new Error(`The move at position ${row.position} names no event it came from`);
    return commands.execute(new MoveSpeaker(row.entity.id, previousEvent, {}, metadata));
  },
};
