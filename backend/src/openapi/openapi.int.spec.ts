import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { API_ROUTES, ApiErrorSchema, type ApiRoute } from '@dental/contracts';
import { SESSION_COOKIE } from '../auth/session-store';
import { declaredRoutes, type DeclaredRoute } from '../testing/declared-routes';
import { TestApp } from '../testing/test-app';
import { API_REFERENCE_CSP } from './api-reference-page';
import type { OpenApiDocument } from './openapi-document';

/** 'GET /api/events/{id}': the form the document's operations take. */
const documentKey = (route: DeclaredRoute) => route.key.replace(/:([A-Za-z]+)/g, '{$1}');

/**
 * The OpenAPI 3.1 schema's verdict on a document. The validator is an ES module, which jest's
 * CommonJS runtime cannot load, so it runs in a node process of its own.
 */
function validateOpenApi(document: unknown): { valid: boolean; errors?: unknown } {
  const validator = pathToFileURL(require.resolve('@seriousme/openapi-schema-validator')).href;
  const script = `import { Validator } from ${JSON.stringify(validator)};
let input = '';
for await (const chunk of process.stdin) input += chunk;
process.stdout.write(JSON.stringify(await new Validator().validate(JSON.parse(input))));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify(document),
  });
  return JSON.parse(output.toString()) as { valid: boolean; errors?: unknown };
}

/**
 * Fields of an answer its schema does not name (zod's parse lets them through): paths such as
 * `[0].agenda.internal`. Follows objects, arrays, records and nullable or optional fields.
 */
function undocumentedFields(schema: z.ZodType, value: unknown, path: string): string[] {
  if (value === null || value === undefined) return [];
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional)
    return undocumentedFields(schema.unwrap() as z.ZodType, value, path);
  if (schema instanceof z.ZodArray && Array.isArray(value))
    return value.flatMap((item, index) => undocumentedFields(schema.element as z.ZodType, item, `${path}[${index}]`));
  if (schema instanceof z.ZodRecord && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      undocumentedFields(schema.valueType as z.ZodType, item, `${path}.${key}`),
    );
  if (schema instanceof z.ZodObject && typeof value === 'object') {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.entries(value).flatMap(([key, item]) =>
      key in shape ? undocumentedFields(shape[key], item, `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  return [];
}

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the OpenAPI description', () => {
  let app: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await TestApp.start({ demoData: true });
    const response = await app.request<OpenApiDocument>('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    document = response.body;
  });
  afterAll(async () => {
    await app.stop();
  });

  it('documents every route the controllers declare, and no route that does not exist', () => {
    const declared = declaredRoutes(app).map(documentKey);
    expect(declared.length).toBeGreaterThan(60);
    const documented = documentedOperations(document);
    expect(declared.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !declared.includes(route))).toEqual([]);
  });

  it('says who may call each route as the server decides it', () => {
    const wrong: string[] = [];
    for (const route of declaredRoutes(app)) {
      const key = documentKey(route);
      const [method, path] = key.split(' ');
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) continue;
      const documented = operation['x-roles'] ? { public: false, roles: operation['x-roles'] } : { public: true };
      const actual = route.access.public ? { public: true } : { public: false, roles: route.access.roles };
      if (JSON.stringify(documented) !== JSON.stringify(actual))
        wrong.push(`${key}: documented ${JSON.stringify(documented)}, served ${JSON.stringify(actual)}`);
      if (!route.access.public && !(operation.responses['401'] && operation.security)) wrong.push(`${key}: no 401`);
    }
    expect(wrong).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document, and the validator finds a broken one', () => {
    const result = validateOpenApi(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    const broken = { ...document, paths: { '/api/x': { get: { responses: { '200': {} } } } } };
    expect(validateOpenApi(broken).valid).toBe(false);
  });

  it('refers only to schemas it defines', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(50);
    const missing = refs.filter((ref) => !document.components.schemas[ref.replace('#/components/schemas/', '')]);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('describes the submission form as the body of POST /api/event-submissions, with its required fields', () => {
    const submit = document.paths['/api/event-submissions'].post;
    expect(submit.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/EventSubmissionForm' } } },
    });
    const form = document.components.schemas.EventSubmissionForm as { required: string[]; properties: object };
    expect(form.required).toEqual(
      expect.arrayContaining([
        'title',
        'date',
        'location',
        'city',
        'description',
        'organizationName',
        'contactEmail',
        'contactPhone',
        'expectedAttendees',
      ]),
    );
    // Has a default, so a client may leave it out.
    expect(form.required).not.toContain('eventType');
    expect(Object.keys(form.properties)).toContain('topics');
    expect(submit.responses['201'].content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/EventSubmissionCreated',
    });
    expect(submit.responses['429'].headers?.['Retry-After']).toBeDefined();
    expect(submit.security).toBeUndefined();
  });

  it('answers errors in the API error shape, with the statuses each route can give', () => {
    const getEvent = document.paths['/api/events/{id}'].get;
    expect(getEvent.responses['404'].content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
    });
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' }, issues: { type: 'array' } },
    });
    expect(Object.keys(getEvent.responses).sort()).toEqual(['200', '404', '503']);
    const trash = document.paths['/api/events/{id}/trash'].post;
    expect(Object.keys(trash.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '429', '503']);
    expect(trash.security).toEqual([{ session: [] }]);
    expect(trash['x-roles']).toEqual(['owner', 'editor']);
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
    // Probes answer while the read models catch up; /api/ready's 503 is its own answer.
    expect(document.paths['/api/health'].get.responses['503']).toBeUndefined();
    expect(document.paths['/api/ready'].get.responses['503'].content?.['application/json'].schema).not.toEqual({
      $ref: '#/components/schemas/ApiError',
    });
  });

  it('lists the query parameters of a search one by one, required only where the server requires them', () => {
    const parameters = document.paths['/api/events/search'].get.parameters ?? [];
    const topic = parameters.find((parameter) => parameter.name === 'topic');
    expect(topic).toMatchObject({ in: 'query', required: false, schema: { type: 'array' } });
    expect(parameters.find((parameter) => parameter.name === 'pageSize')).toMatchObject({
      required: false,
      schema: { type: 'integer', maximum: 100, default: 12 },
    });
    expect(parameters.every((parameter) => parameter.in === 'query' && !parameter.required)).toBe(true);
    expect(parameters.find((parameter) => parameter.name === 'near')?.description).toMatch(/^A city/);
    const undo = document.paths['/api/audit/{position}/undo'].post.parameters ?? [];
    expect(undo).toEqual([expect.objectContaining({ name: 'position', in: 'path', required: true })]);
  });

  it('describes what the server really answers: every GET the demo data fills, field for field', async () => {
    const cookie = await app.login();
    // Public items, so that every reader of them answers (a speaker page shows public speakers only).
    const first = async (path: string, session?: string) =>
      (await app.request<Array<{ id: string }>>('GET', path, { cookie: session })).body[0].id;
    const ids: Record<string, string> = {
      '/api/events/': await first('/api/events'),
      '/api/speakers/': await first('/api/speakers'),
      '/api/sponsor-tiers/': await first('/api/events'),
      '/api/event-submissions/': await first('/api/event-submissions', cookie),
    };
    // Reads that need a parameter, given one the demo data fills.
    const requiredQueries: Record<string, string> = { eventsAsOf: `?asOf=${new Date().toISOString()}&hidden=1` };
    const failures: string[] = [];
    const checked: string[] = [];
    for (const [operationId, route] of Object.entries(API_ROUTES) as Array<[string, ApiRoute]>) {
      const answer = route.answers[200];
      if (route.method !== 'GET' || !answer?.schema || answer.contentType) continue;
      // An organiser's session comes from a mailed link; organisers.int.spec.ts reads those answers.
      if (route.organiserSession) continue;
      const prefix = Object.keys(ids).find((each) => route.path.startsWith(each));
      const url = route.path.replace(/:[A-Za-z]+/, prefix ? ids[prefix] : ':');
      if (url.includes(':')) continue;
      const response = await app.request('GET', url + (requiredQueries[operationId] ?? ''), { cookie });
      checked.push(operationId);
      if (response.status !== 200) failures.push(`${operationId}: ${response.status}`);
      const parsed = answer.schema.safeParse(response.body);
      if (!parsed.success) failures.push(`${operationId}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
      const extra = undocumentedFields(answer.schema, response.body, '');
      if (extra.length > 0) failures.push(`${operationId}: fields not in its schema: ${extra.slice(0, 5).join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toEqual(
      expect.arrayContaining([
        'listEvents',
        'getEvent',
        'speakerProfile',
        'getSubmission',
        'dashboard',
        'auditHistory',
        'eventsAsOf',
      ]),
    );
    expect(checked.length).toBeGreaterThan(25);
  });

  it('answers a missing item with the documented error shape', async () => {
    const response = await app.request('GET', '/api/events/no-such-event');
    expect(response.status).toBe(404);
    expect(document.paths['/api/events/{id}'].get.responses['404']).toBeDefined();
    expect(ApiErrorSchema.strict().parse(response.body)).toEqual({ message: expect.any(String) });
  });

  it('is public and cacheable', async () => {
    const response = await app.request('GET', '/api/openapi.json');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const again = await app.request('GET', '/api/openapi.json', {
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.status).toBe(304);
  });
});

describe('the API reference page', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start();
  });
  afterAll(async () => {
    await app.stop();
  });

  it('lists every operation, grouped by tag, in plain HTML that loads nothing from elsewhere', async () => {
    const response = await app.request('GET', '/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const html = response.text;
    for (const route of Object.values(API_ROUTES) as ApiRoute[])
      expect(html).toContain(`<span class="path">${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}</span>`);
    expect(html).toContain('<h2 id="tag-events">Events</h2>');
    expect(html).toContain('<section id="schema-EventListing">');
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//);
    expect(html).toContain('<a href="#schema-EventListing"><code>EventListing</code></a>');
  });

  it('allows its own style block and nothing else, on the first answer and on those the server keeps for later', async () => {
    // Over a socket: the kept answers are sent by the HTTP server before the framework sees the request.
    await app.app.listen(0, '127.0.0.1');
    const { port } = app.app.getHttpServer().address() as AddressInfo;
    const first = await fetch(`http://127.0.0.1:${port}/api/docs`);
    const kept = await fetch(`http://127.0.0.1:${port}/api/docs`);
    for (const response of [first, kept]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(API_REFERENCE_CSP);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    }
    expect(await kept.text()).toBe(await first.text());
    const style = /<style>([\s\S]*?)<\/style>/.exec(
      await (await fetch(`http://127.0.0.1:${port}/api/docs`)).text(),
    )?.[1];
    const hash = createHash('sha256')
      .update(style ?? '')
      .digest('base64');
    expect(API_REFERENCE_CSP).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    );
    const unchanged = await fetch(`http://127.0.0.1:${port}/api/docs`, {
      headers: { 'if-none-match': String(first.headers.get('etag')) },
    });
    expect(unchanged.status).toBe(304);
  });

  it('leaves /docs and /health to the site: not found there (decision 0033)', async () => {
    expect((await app.request('GET', '/docs')).status).toBe(404);
    expect((await app.request('GET', '/health')).status).toBe(404);
  });
});
