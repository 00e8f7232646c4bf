import { Injectable } from '@nestjs/common';
import { SESSION_COOKIE } from '../auth';
import { renderApiReference } from './api-reference-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/** The description of the API, made once at start: it depends only on the code. */
@Injectable()
export class OpenApiDescription {
  readonly document: OpenApiDocument = buildOpenApiDocument(SESSION_COOKIE);
  readonly json: string = JSON.stringify(this.document);
  readonly page: string = renderApiReference(this.document);
}
