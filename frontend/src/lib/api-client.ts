import type { ApiErrorBody } from '@dental/contracts';

/**
 * The one way the browser talks to the API (spec sections 7 and 8): every call sends the session
 * cookie, a body goes out as JSON only when there is one, and any non-OK answer becomes an
 * ApiError whose message is `${status}: ${body text or status text}`.
 */

/** One field problem of a refused request, as the server words it. */
type ApiIssue = NonNullable<ApiErrorBody['issues']>[number];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The raw response text, '' when the body was empty. */
  readonly bodyText: string;
  /** The server's `{message, issues}` when the body was that JSON, else null. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
  }

  /** What a person should read: the server's own message when it sent one. */
  get serverMessage(): string | null {
    return this.body?.message ?? null;
  }

  /** Field problems of a validation failure (400), [] otherwise. */
  get issues(): ApiIssue[] {
    return this.body?.issues ?? [];
  }
}

function isApiIssue(issue: unknown): issue is ApiIssue {
  if (typeof issue !== 'object' || issue === null) return false;
  const { path, message } = issue as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { message, issues } = parsed as Record<string, unknown>;
    if (typeof message !== 'string') return null;
    const validIssues = Array.isArray(issues) ? issues.filter(isApiIssue) : undefined;
    return validIssues ? { message, issues: validIssues } : { message };
  } catch {
    return null;
  }
}

/** The server's message for a failed call, or `fallback` when it gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** What a 401 does: 'throw' (the default) raises an ApiError, 'returnNull' resolves to null. */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  on401?: UnauthorizedBehavior;
  /** Injected in unit tests; the browser's fetch otherwise. */
  fetchImpl?: typeof fetch;
}

/**
 * How requests are sent when a call does not bring its own: the browser's fetch, or, while pages
 * are rendered on the server, a fetch the server gives that answers the same paths in process.
 */
let defaultFetch: typeof fetch = (...args) => fetch(...args);

export function setDefaultFetch(fetchImpl: typeof fetch): void {
  defaultFetch = fetchImpl;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: { on401: 'returnNull' } & RequestOptions,
): Promise<T | null>;
export async function apiRequest<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T | null> {
  const { body, signal, on401 = 'throw', fetchImpl = defaultFetch } = options;
  const hasBody = body !== undefined;
  const response = await fetchImpl(path, {
    method,
    credentials: 'include',
    headers: hasBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });

  if (response.status === 401 && on401 === 'returnNull') return null;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  if (response.status === 204) return null;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** The parameters that have a value: what `withQuery` puts in the URL, and so what a query key should hold. */
export function nonEmptyParams(params: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Builds `path?key=value` leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The spec's default read (section 7): GET on the first element of the query key, parsed as JSON.
 * Used as React Query's default queryFn for keys whose first element is an API path.
 */
export function getQueryFn(options: { on401?: UnauthorizedBehavior } = {}) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string' || !path.startsWith('/api/'))
      throw new Error(`No query function for key ${JSON.stringify(queryKey)}`);
    return apiRequest<unknown>('GET', path, { signal, on401: options.on401 ?? 'throw' });
  };
}
