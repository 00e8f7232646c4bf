import { Global, Module, OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import {
  AccountPasswords,
  AccountSessions,
  AccountsController,
  AccountsProjection,
  AccountsQueries,
  AccountsService,
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
 * route needs the accounts, and the account commands end sessions through `AccountSessions`, which
 * the session store provides here (accounts/ does not import auth/).
 */
@Global()
@Module({
  imports: [SharedStateModule],
  controllers: [AuthController, AccountsController],
  providers: [
    AdminCredentials,
    SessionStore,
    { provide: AccountSessions, useExisting: SessionStore },
    LoginThrottle,
    TrashPasswordThrottle,
    PasswordResetThrottle,
    AccountPasswords,
    AccountsQueries,
    AccountsService,
    AccountsProjection,
    { provide: APP_GUARD, useClass: AdminSessionGuard },
  ],
  exports: [AdminCredentials, SessionStore, AccountsQueries, AccountsService, AccountPasswords],
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
