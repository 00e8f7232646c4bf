import { Global, Module } from '@nestjs/common';
import { TrashPurgeJob } from './trash-purge.job';

@Global()
@Module({ providers: [TrashPurgeJob], exports: [TrashPurgeJob] })
export class PurgeModule {}
