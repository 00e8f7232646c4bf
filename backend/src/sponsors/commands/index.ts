import { SponsorCommandHandler } from './sponsor-commands';

export { ForSponsor, type SponsorBusCommand } from './sponsor-commands';

export const sponsorCommandHandlers = [SponsorCommandHandler];
