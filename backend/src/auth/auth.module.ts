import { Global, Module, OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountPasswords } from '../accounts/account-passwords';
import { AccountsQueries } from '../accounts/accounts.queries';
import { AccountsService } from '../accounts/accounts.service';
import { AccountsController } from '../accounts/http/accounts.controller';
import { AccountsProjection } from '../accounts/projections/accounts.projection';
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
 * route needs the accounts, and the account commands need the sessions.
 */
@Global()
@Module({
  imports: [SharedStateModule],
  controllers: [AuthController, AccountsController],
  providers: [
    AdminCredentials,
    SessionStore,
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
