import { AccountsCommandHandler } from './accounts-commands';

export { ForAccount } from './accounts-commands';

export const accountCommandHandlers = [AccountsCommandHandler];
