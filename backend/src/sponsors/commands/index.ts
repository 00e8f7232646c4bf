import { AddSponsorHandler } from './add-sponsor';
import { AssignSponsorToEventHandler } from './assign-sponsor-to-event';
import { EditSponsorHandler } from './edit-sponsor';
import { PurgeSponsorHandler } from './purge-sponsor';
import { ReleaseSponsorFromPurgedEventHandler } from './release-sponsor-from-purged-event';
import { RestoreSponsorHandler } from './restore-sponsor';
import { SetSponsorGlobalHandler } from './set-sponsor-global';
import { TrashSponsorHandler } from './trash-sponsor';

export { AddSponsor } from './add-sponsor';
export { AssignSponsorToEvent } from './assign-sponsor-to-event';
export { EditSponsor } from './edit-sponsor';
export { PurgeSponsor } from './purge-sponsor';
export { ReleaseSponsorFromPurgedEvent } from './release-sponsor-from-purged-event';
export { RestoreSponsor } from './restore-sponsor';
export { SetSponsorGlobal } from './set-sponsor-global';
export { TrashSponsor } from './trash-sponsor';

export const sponsorCommandHandlers = [
  AddSponsorHandler,
  EditSponsorHandler,
  SetSponsorGlobalHandler,
  AssignSponsorToEventHandler,
  TrashSponsorHandler,
  RestoreSponsorHandler,
  PurgeSponsorHandler,
  ReleaseSponsorFromPurgedEventHandler,
];
