import { Global, Module, OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import {
  AccountPasswords,
  AccountSessions,
  AccountsController,
  AccountsProjection,
  AccountsQueries,
  FirstOwner,
  accountCommandHandlers,
} from '../accounts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { SharedStateModule } from '../shared/shared-state/shared-state.module';
import { AdminCredentials } from './admin-credentials';
import { AdminSessionGuard } from './admin-session.guard';
import { AuthController } from './auth.controller';
import { LoginThrottle, PasswordResetThrottle, TrashPasswordThrottle } from './login-throttle';
import { SessionStore } from './session-store';

/**
 * Sign-in, sessions, roles and the accounts behind them (accounts/: decided on the `accounts`
 * stream, projected into the `accounts` read model). One module: the guard that runs on every
 * route needs the accounts, and the accounts' command handler ends sessions through `AccountSessions`
 * and records the configured admin through `FirstOwner`, which the session store and the admin
 * credentials provide here (accounts/ does not import auth/). Others send `ForAccount` through the
 * CommandBus.
 */
@Global()
@Module({
  imports: [CqrsModule, SharedStateModule],
  controllers: [AuthController, AccountsController],
  providers: [
    AdminCredentials,
    SessionStore,
    { provide: AccountSessions, useExisting: SessionStore },
    { provide: FirstOwner, useExisting: AdminCredentials },
    LoginThrottle,
    TrashPasswordThrottle,
    PasswordResetThrottle,
    AccountPasswords,
    AccountsQueries,
    ...accountCommandHandlers,
    AccountsProjection,
    { provide: APP_GUARD, useClass: AdminSessionGuard },
  ],
  exports: [AdminCredentials, SessionStore, AccountsQueries, AccountPasswords],
})
export class AuthModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly projection: AccountsProjection,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.projection);
  }
}
