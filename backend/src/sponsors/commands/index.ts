import { AddSponsorHandler } from './add-sponsor';
import { AssignSponsorToEventHandler } from './assign-sponsor-to-event';
import { EditSponsorHandler } from './edit-sponsor';
import { RemoveSponsorHandler } from './remove-sponsor';
import { SetSponsorGlobalHandler } from './set-sponsor-global';

export { AddSponsor, type AddSponsorFields } from './add-sponsor';
export { AssignSponsorToEvent } from './assign-sponsor-to-event';
export { EditSponsor } from './edit-sponsor';
export { RemoveSponsor } from './remove-sponsor';
export { SetSponsorGlobal } from './set-sponsor-global';

export const sponsorCommandHandlers = [AddSponsorHandler, EditSponsorHandler, SetSponsorGlobalHandler, AssignSponsorToEventHandler, RemoveSponsorHandler];
