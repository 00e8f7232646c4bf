import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventSubmission, EventSubmissionCreated } from '@dental/contracts';
import type { StoredDomainEvent } from '../../event-sourcing/event-store/event-store.port';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import type { TestApp, TestResponse } from '../../testing/test-app';

/** A valid public submission form. */
export function submissionForm(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Lowcountry Implant Restoration Workshop',
    date: 'September 10-11, 2027',
    location: 'Harborside Dental Education Center, 120 Marsh View Road',
    city: 'Charleston',
    description: 'A two-day, hands-on workshop for general dentists who restore implants.',
    image: '',
    registrationUrl: '',
    organizationName: 'Lowcountry Implant Study Club',
    contactEmail: 'programs@lowcountry-implant.example.org',
    contactPhone: '(555) 014-8821',
    eventType: 'workshop',
    expectedAttendees: '40-60',
    additionalInfo: '',
    website: '',
    ...overrides,
  };
}

let nextAddress = 1;
/** A client address no other request in this process used, so the per-network limit starts fresh. */
export function freshClientAddress(): string {
  const n = nextAddress++;
  return `198.51.${(n >> 8) & 255}.${n & 255}`;
}

/** Like TestApp.request, from a chosen client address. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same default as TestApp.request's, see TestResponse
export async function requestFrom<T = any>(
  app: TestApp,
  remoteAddress: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<TestResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: method as 'POST',
      url,
      headers,
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
      remoteAddress,
    });
  let body: unknown;
  try {
    body = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, body: body as T, text: response.body, headers: response.headers };
}

/** Sends the public form from a fresh client address and returns the new submission's id. */
export async function submit(app: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await requestFrom<EventSubmissionCreated>(
    app,
    freshClientAddress(),
    'POST',
    '/api/event-submissions',
    {
      body: submissionForm(overrides),
    },
  );
  if (response.status !== 201) throw new Error(`submit failed: ${response.status} ${response.text}`);
  return response.body.id;
}

export async function review(
  app: TestApp,
  cookie: string,
  id: string,
  status: 'approved' | 'rejected',
  reviewNotes: string | null = null,
): Promise<EventSubmission> {
  const response = await app.request<EventSubmission>('PATCH', `/api/event-submissions/${id}`, {
    cookie,
    body: { status, reviewNotes },
  });
  if (response.status !== 200) throw new Error(`review failed: ${response.status} ${response.text}`);
  return response.body;
}

export function eventStoreOf(app: TestApp): EventStore {
  return app.app.get(EventStore);
}

/** Every domain event in the log, in order. */
export async function wholeLog(app: TestApp): Promise<StoredDomainEvent[]> {
  return eventStoreOf(app).readAll(0, 100_000);
}

/** Serves fixture pages on 127.0.0.1 (path → [status, html]). */
export async function serveFixturePages(
  pages: Record<string, [number, string]>,
): Promise<{ url: (path: string) => string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((request, response) => {
    hits += 1;
    const page = pages[request.url ?? ''] ?? [404, '<!DOCTYPE html><title>Not found</title>'];
    response.writeHead(page[0], { 'content-type': 'text/html; charset=utf-8' });
    response.end(page[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A registration page with a two-day agenda in schema.org JSON-LD: 4 sessions, 3 speakers, one break. */
export const AGENDA_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Register | Lowcountry Implant Restoration Workshop</title>
<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@type": "EducationEvent",
  "name": "Lowcountry Implant Restoration Workshop",
  "startDate": "2027-09-10T08:00:00-04:00",
  "subEvent": [
    { "@type": "EducationEvent", "name": "Impressions and Scanning for Implants", "startDate": "2027-09-10T08:30:00-04:00",
      "performer": { "@type": "Person", "name": "Dr. Ana Ruiz" } },
    { "@type": "Event", "name": "Coffee Break", "startDate": "2027-09-10T10:00:00-04:00" },
    { "@type": "EducationEvent", "name": "Screw- versus Cement-Retained Crowns", "startDate": "2027-09-10T10:30:00-04:00",
      "performer": [{ "@type": "Person", "name": "Dr. Ben Cole" }, { "@type": "Person", "name": "DR. ANA RUIZ" }] },
    { "@type": "EducationEvent", "name": "Managing Prosthetic Complications", "startDate": "2027-09-11T09:00:00-04:00",
      "performer": { "@type": "Person", "name": "Dr. Chloe Park" } }
  ]
}
</script></head>
<body><h1>Register</h1><script>document.body.innerHTML = 'tampered';</script></body></html>`;

export const NO_AGENDA_PAGE =
  '<!DOCTYPE html><html><head><title>Register</title></head><body><p>Tickets on sale soon.</p></body></html>';
