import { RenameSponsorTierHandler } from './rename-sponsor-tier';

export { RenameSponsorTier } from './rename-sponsor-tier';

export const sponsorTierCommandHandlers = [RenameSponsorTierHandler];
