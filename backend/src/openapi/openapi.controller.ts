import { Controller, Get, Header } from '@nestjs/common';
import { PublicAnswer } from '../site';
import { API_REFERENCE_CSP } from './api-reference-page';
import { OpenApiDescription } from './openapi.service';

/** Changes only with a release: kept by browsers and proxies for an hour, then checked by ETag. */
const CACHE_CONTROL = 'public, max-age=3600';

/** The API's description for its clients: GET /api/openapi.json, and GET /api/docs to read it. Public. */
@Controller('api')
export class OpenApiController {
  constructor(private readonly description: OpenApiDescription) {}

  @PublicAnswer()
  @Get('openapi.json')
  @Header('content-type', 'application/json; charset=utf-8')
  @Header('cache-control', CACHE_CONTROL)
  document(): string {
    return this.description.json;
  }

  @PublicAnswer()
  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', CACHE_CONTROL)
  // The API's own policy forbids every style; this page needs its one style block.
  @Header('content-security-policy', API_REFERENCE_CSP)
  page(): string {
    return this.description.page;
  }
}
