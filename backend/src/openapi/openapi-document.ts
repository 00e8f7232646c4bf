import { z } from 'zod';
import * as contracts from '@dental/contracts';
import {
  API_ROUTES,
  API_TAGS,
  ApiErrorSchema,
  apiErrorStatuses,
  type ApiErrorStatus,
  type ApiRoute,
} from '@dental/contracts';

/** The parts of an OpenAPI 3.1 document this module writes (and the reference page reads). */
export type JsonSchema = { [keyword: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
  security?: Array<Record<string, string[]>>;
  'x-roles'?: readonly string[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'cookie'; name: string; description: string }>;
  };
}

const SESSION_SECURITY = 'session';
const COMPONENTS = '#/components/schemas/';
/** Ids of schemas that belong to one operation: converted with the rest, then written inline. */
const INLINE = '~';

const GENERIC_ERRORS: Record<ApiErrorStatus, string> = {
  400: 'The request is malformed or a value is invalid; `issues` names each field.',
  401: 'No valid session: sign in first.',
  403: 'The signed-in role does not allow this, or the write came from another site.',
  404: 'Not found.',
  409: 'Refused in the current state.',
  413: 'Too large.',
  415: 'Unsupported content type.',
  429: 'Too many attempts; see the Retry-After header.',
  503: 'The read models are catching up with the log; retry after the Retry-After header’s seconds.',
};

const RETRY_AFTER = { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } };

/**
 * The OpenAPI 3.1 document of every route in the contracts' catalogue (API_ROUTES). Request and
 * answer shapes are the contracts' zod schemas turned into JSON Schema (draft 2020-12, the dialect
 * OpenAPI 3.1 uses) by zod itself; a schema the contracts export by name becomes a named component
 * (`EventListing`, `ApiError`, ...), anything else is written where it is used. Requests are
 * described as the server accepts them (optional fields, defaults); answers carry no defaults or
 * transforms, so that reading describes them too.
 */
export function buildOpenApiDocument(sessionCookie: string): OpenApiDocument {
  const schemas = new SchemaCollector();
  const routes = Object.entries(API_ROUTES) as Array<[string, ApiRoute]>;
  const pending = routes.map(([operationId, route]) => ({
    operationId,
    route,
    parts: schemas.take(operationId, route),
  }));
  const converted = schemas.convert();
  const paths: OpenApiDocument['paths'] = {};
  for (const { operationId, route, parts } of pending) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(operationId, route, parts, converted);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dental CE events',
      // The API changes with the site, release by release; it has no version of its own.
      version: '1.0.0',
      description:
        'The conference site’s HTTP API: public reads and forms, and the admin area’s work. Generated from the zod schemas the server validates with (contracts/src/http). Every error answers `{ message, issues? }`. Signed-in routes need the session cookie set by POST /api/auth/login.',
    },
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: reachableComponents(paths, converted.components),
      securitySchemes: {
        [SESSION_SECURITY]: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie,
          description: 'The signed session cookie POST /api/auth/login sets (HttpOnly, SameSite=Strict).',
        },
      },
    },
  };
}

/** `/api/events/:id` → `/api/events/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

interface OperationParts {
  query?: string;
  body?: string;
  answers: Record<number, string | undefined>;
}

interface Converted {
  components: Record<string, JsonSchema>;
  inline: Record<string, JsonSchema>;
}

/**
 * Gathers every schema of the document in one zod registry, so that one conversion names each
 * shared schema once and refers to it everywhere else.
 */
class SchemaCollector {
  private readonly registry = z.registry<{ id: string }>();
  private readonly ids = new Map<z.ZodType, string>();

  constructor() {
    this.add(ApiErrorSchema, 'ApiError');
    // Every schema the contracts export by name is a named component; the first name wins.
    for (const [name, value] of Object.entries(contracts)) {
      if (name.endsWith('Schema') && isZodSchema(value)) this.add(value, name.slice(0, -'Schema'.length));
    }
  }

  take(operationId: string, route: ApiRoute): OperationParts {
    const answers: Record<number, string | undefined> = {};
    for (const [status, answer] of Object.entries(route.answers))
      answers[Number(status)] = answer.schema && this.add(answer.schema, `${INLINE}${operationId}-${status}`);
    return {
      query: route.query && this.add(route.query, `${INLINE}${operationId}-query`),
      body: typeof route.body === 'object' ? this.add(route.body, `${INLINE}${operationId}-body`) : undefined,
      answers,
    };
  }

  convert(): Converted {
    const { schemas } = z.toJSONSchema(this.registry, {
      target: 'draft-2020-12',
      io: 'input',
      uri: (id) => `${COMPONENTS}${id}`,
    });
    // Schemas used in several places that have no name of their own (a recursive agenda session) come as `__shared`.
    const { __shared: shared, ...named } = schemas as Record<
      string,
      JsonSchema & { $defs?: Record<string, JsonSchema> }
    >;
    const all: Record<string, JsonSchema> = {};
    for (const [id, schema] of Object.entries({ ...named, ...(shared?.$defs ?? {}) })) all[id] = cleaned(schema);
    const components: Record<string, JsonSchema> = {};
    const inline: Record<string, JsonSchema> = {};
    for (const [id, schema] of Object.entries(all)) (id.startsWith(INLINE) ? inline : components)[id] = schema;
    return { components, inline };
  }

  private add(schema: z.ZodType, id: string): string {
    const known = this.ids.get(schema);
    if (known) return known;
    this.registry.add(schema, { id });
    this.ids.set(schema, id);
    return id;
  }
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Drops what only a standalone JSON Schema carries, and points references into components. */
function cleaned(schema: JsonSchema): JsonSchema {
  const text = JSON.stringify(schema, (key, value: unknown) =>
    key === '$schema' || key === '$id' ? undefined : value,
  );
  return JSON.parse(text.replaceAll(`${COMPONENTS}__shared#/$defs/`, COMPONENTS)) as JsonSchema;
}

/** A named component where one exists, else the schema itself. */
function schemaFor(id: string, converted: Converted): JsonSchema {
  return id.startsWith(INLINE) ? converted.inline[id] : { $ref: `${COMPONENTS}${id}` };
}

function operation(
  operationId: string,
  route: ApiRoute,
  parts: OperationParts,
  converted: Converted,
): OpenApiOperation {
  const parameters = [...pathParameters(route), ...queryParameters(route, parts, converted)];
  const result: OpenApiOperation = {
    operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: {},
  };
  if (route.body === 'image-upload') {
    result.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The image file.' },
            },
            required: ['file'],
          },
        },
      },
    };
  } else if (parts.body) {
    result.requestBody = {
      required: route.bodyOptional !== true,
      content: { 'application/json': { schema: schemaFor(parts.body, converted) } },
    };
  }
  result.responses = responses(route, parts, converted);
  if (!route.access.public) {
    result.security = [{ [SESSION_SECURITY]: [] }];
    result['x-roles'] = route.access.roles;
  }
  return result;
}

function pathParameters(route: ApiRoute): OpenApiParameter[] {
  return [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    ...(route.params?.[name] ? { description: route.params[name] } : {}),
    schema: { type: 'string' },
  }));
}

/** One parameter per key of the query's object schema; required only when the schema refuses its absence. */
function queryParameters(route: ApiRoute, parts: OperationParts, converted: Converted): OpenApiParameter[] {
  if (!route.query || !parts.query) return [];
  const converted_ = resolved(schemaFor(parts.query, converted), converted);
  const properties = (converted_.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(route.query.shape).map(([name, field]) => {
    const { description, ...schema } = properties[name] ?? {};
    return {
      name,
      in: 'query',
      required: !(field as z.ZodType).safeParse(undefined).success,
      ...(typeof description === 'string' ? { description } : {}),
      schema,
    };
  });
}

function resolved(schema: JsonSchema, converted: Converted): JsonSchema {
  const ref = schema.$ref;
  return typeof ref === 'string' ? converted.components[ref.slice(COMPONENTS.length)] : schema;
}

function responses(route: ApiRoute, parts: OperationParts, converted: Converted): Record<string, OpenApiResponse> {
  const result: Record<string, OpenApiResponse> = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    const id = parts.answers[Number(status)];
    result[status] = {
      description: answer.description,
      ...(id ? { content: { [answer.contentType ?? 'application/json']: { schema: schemaFor(id, converted) } } } : {}),
    };
  }
  for (const status of apiErrorStatuses(route)) {
    if (result[status]) continue;
    result[status] = {
      description: route.errors?.[status] ?? GENERIC_ERRORS[status],
      ...(status === 429 || status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      content: { 'application/json': { schema: { $ref: `${COMPONENTS}ApiError` } } },
    };
  }
  return result;
}

/** The components some operation refers to, directly or through another component; in name order. */
function reachableComponents(
  paths: OpenApiDocument['paths'],
  components: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    for (const match of JSON.stringify(value).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      const id = match[1];
      if (reached.has(id)) continue;
      reached.add(id);
      visit(components[id]);
    }
  };
  visit(paths);
  return Object.fromEntries([...reached].sort().map((id) => [id, components[id]]));
}
