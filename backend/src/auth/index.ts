// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { AdminCredentials } from './admin-credentials';
export { SIGN_IN_REQUIRED } from './admin-session.guard';
export { SESSION_COOKIE } from './session-store';
