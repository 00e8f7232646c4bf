import { AddSponsorHandler } from './add-sponsor';
import { AssignSponsorToEventHandler } from './assign-sponsor-to-event';
import { EditSponsorHandler } from './edit-sponsor';
import { ReleaseSponsorFromPurgedEventHandler } from './release-sponsor-from-purged-event';
import { RemoveSponsorHandler } from './remove-sponsor';
import { SetSponsorGlobalHandler } from './set-sponsor-global';

export { AddSponsor, type AddSponsorFields } from './add-sponsor';
export { AssignSponsorToEvent } from './assign-sponsor-to-event';
export { EditSponsor } from './edit-sponsor';
export { ReleaseSponsorFromPurgedEvent } from './release-sponsor-from-purged-event';
export { RemoveSponsor } from './remove-sponsor';
export { SetSponsorGlobal } from './set-sponsor-global';

export const sponsorCommandHandlers = [AddSponsorHandler, EditSponsorHandler, SetSponsorGlobalHandler, AssignSponsorToEventHandler, RemoveSponsorHandler, ReleaseSponsorFromPurgedEventHandler];
