import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { ReadinessCheck } from './readiness';

/** GET /api/health and GET /api/ready (docs/operations.md). */
@Module({
  controllers: [HealthController],
  providers: [ReadinessCheck],
})
export class HealthModule {}
