import { SponsorTiersCommandHandler } from './sponsor-tiers-commands';

export { ForSponsorTiers } from './sponsor-tiers-commands';

export const sponsorTierCommandHandlers = [SponsorTiersCommandHandler];
