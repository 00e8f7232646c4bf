import { Injectable } from '@nestjs/common';
import { SESSION_COOKIE } from '../auth';
import { renderApiReference } from './api-reference-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

interface ApiDescription {
  document: OpenApiDocument;
  json: string;
  page: string;
}

let described: ApiDescription | undefined;

/** Made at the first start in a process and kept: it depends only on the code (tests start many apps in one process). */
function describeApi(): ApiDescription {
  if (!described) {
    const document = buildOpenApiDocument(SESSION_COOKIE);
    described = { document, json: JSON.stringify(document), page: renderApiReference(document) };
  }
  return described;
}

/** The description of the API, made once: it depends only on the code. */
@Injectable()
export class OpenApiDescription {
  readonly document: OpenApiDocument;
  readonly json: string;
  readonly page: string;

  constructor() {
    ({ document: this.document, json: this.json, page: this.page } = describeApi());
  }
}
