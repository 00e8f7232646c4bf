import { Injectable } from '@nestjs/common';
import { SESSION_COOKIE } from '../auth';
import { renderApiReference } from './api-reference-page';
import { buildOpenApiDocument } from './openapi-document';

interface ApiDescription {
  json: string;
  page: string;
}

let described: ApiDescription | undefined;

/**
 * Made at the first ask in a process and kept: it depends only on the code (tests start many apps
 * in one process). Not at the start: building it was 0.15 s of every start, and most processes
 * are never asked for it.
 */
function describeApi(): ApiDescription {
  if (!described) {
    const document = buildOpenApiDocument(SESSION_COOKIE);
    described = { json: JSON.stringify(document), page: renderApiReference(document) };
  }
  return described;
}

/** The description of the API, made once, when first asked for: it depends only on the code. */
@Injectable()
export class OpenApiDescription {
  get json(): string {
    return describeApi().json;
  }

  get page(): string {
    return describeApi().page;
  }
}
