import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';
import { Clock, SystemClock } from '../shared/clock';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the configuration and the clock injectable everywhere; tests pass their own clock. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, clock: Clock = new SystemClock()): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
