// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { AccountPasswords, WRONG_PASSWORD } from './account-passwords';
export { AccountSessions, FirstOwner } from './account-sessions';
export { AccountsQueries } from './accounts.queries';
export { ForAccount, accountCommandHandlers } from './commands';
export { AccountsController } from './http/accounts.controller';
export { generatePassword, hashPassword } from './password-hash';
export { AccountsProjection } from './projections/accounts.projection';
export { accountToken, idFromAccountToken, serverSecret } from './tokens';
