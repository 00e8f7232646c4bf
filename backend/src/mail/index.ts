// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { EventFollowers, type FollowerToMail } from './event-followers.port';
export { MailDispatcher } from './mail-dispatcher';
export { templates } from './mail-templates';
export { siteOrigin } from './site-origin';
