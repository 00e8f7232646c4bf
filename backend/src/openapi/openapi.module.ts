import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller';
import { OpenApiDescription } from './openapi.service';

/** GET /api/openapi.json and GET /api/docs, made from the contracts' route catalogue (docs/api.md). */
@Module({
  controllers: [OpenApiController],
  providers: [OpenApiDescription],
})
export class OpenApiModule {}
