// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { changeRequestStream } from './domain/change-request.decider';
export { approvalLinkId } from './domain/approval-link';
export { organiserLinkToken } from './organiser-tokens';
export { OrganisersModule } from './organisers.module';
export { OrganisersQueries } from './organisers.queries';
