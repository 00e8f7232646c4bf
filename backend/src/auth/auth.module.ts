import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AdminCredentials } from './admin-credentials';
import { AdminSessionGuard } from './admin-session.guard';
import { AuthController } from './auth.controller';
import { SharedStateModule } from '../shared/shared-state/shared-state.module';
import { LoginThrottle, TrashPasswordThrottle } from './login-throttle';
import { SessionStore } from './session-store';

@Global()
@Module({
  imports: [SharedStateModule],
  controllers: [AuthController],
  providers: [AdminCredentials, SessionStore, LoginThrottle, TrashPasswordThrottle, { provide: APP_GUARD, useClass: AdminSessionGuard }],
  exports: [AdminCredentials, SessionStore],
})
export class AuthModule {}
