import { Global, Module } from '@nestjs/common';
import { DemoDataLoader } from './demo-data.loader';

@Global()
@Module({ providers: [DemoDataLoader], exports: [DemoDataLoader] })
export class DemoModule {}
