import { ChangeRequestCommandHandler } from './change-request-commands';
import { OrganiserLinkCommandHandler } from './organiser-link-commands';

export { ForChangeRequest } from './change-request-commands';
export { ForOrganiserLink } from './organiser-link-commands';

export const organiserCommandHandlers = [OrganiserLinkCommandHandler, ChangeRequestCommandHandler];
