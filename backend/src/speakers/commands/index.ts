import { AddSpeakerHandler } from './add-speaker';
import { EditSpeakerHandler } from './edit-speaker';
import { MoveSpeakerHandler } from './move-speaker';
import { PurgeSpeakerHandler } from './purge-speaker';
import { RestoreSpeakerHandler } from './restore-speaker';
import { SetSpeakerFlagHandler, SetSpeakerFlagsHandler } from './set-speaker-flag';
import { TrashSpeakerHandler } from './trash-speaker';

export { AddSpeaker } from './add-speaker';
export { EditSpeaker } from './edit-speaker';
export { MoveSpeaker } from './move-speaker';
export { PurgeSpeaker } from './purge-speaker';
export { RestoreSpeaker } from './restore-speaker';
export { SetSpeakerFlag, SetSpeakerFlags } from './set-speaker-flag';
export { TrashSpeaker } from './trash-speaker';
export { SpeakerFlagsAndTrash } from './speaker-flags-and-trash';

export const speakerCommandHandlers = [
  AddSpeakerHandler,
  EditSpeakerHandler,
  SetSpeakerFlagHandler,
  SetSpeakerFlagsHandler,
  MoveSpeakerHandler,
  TrashSpeakerHandler,
  RestoreSpeakerHandler,
  PurgeSpeakerHandler,
];
