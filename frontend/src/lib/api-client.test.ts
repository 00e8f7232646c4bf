import { ApiError, apiRequest, api, errorMessage, getQueryFn } from './api-client';

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: string, statusText = '') {
  const calls: Call[] = [];
  const impl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(status === 204 ? null : body, { status, statusText }));
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('apiRequest', () => {
  it('sends cookies, and a JSON body only when there is one', async () => {
    const get = fakeFetch(200, '[]');
    await apiRequest('GET', '/api/events', { fetchImpl: get.impl });
    expect(get.calls[0].init.credentials).toBe('include');
    expect(get.calls[0].init.body).toBeUndefined();
    expect((get.calls[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();

    const post = fakeFetch(201, '{"id":"s1"}');
    const created = await apiRequest<{ id: string }>('POST', '/api/event-submissions', {
      body: { title: 'A' },
      fetchImpl: post.impl,
    });
    expect(created).toEqual({ id: 's1' });
    expect(post.calls[0].init.body).toBe('{"title":"A"}');
    expect((post.calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws "status: body text" and exposes the server message and field issues', async () => {
    const body = JSON.stringify({
      message: 'Validation failed',
      issues: [{ path: 'city', message: 'City is required' }],
    });
    const { impl } = fakeFetch(400, body, 'Bad Request');
    const error = await apiRequest('POST', '/api/event-submissions', { body: {}, fetchImpl: impl }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('Validation failed');
    expect(apiError.issues).toEqual([{ path: 'city', message: 'City is required' }]);
  });

  it('uses the status text when the body is empty, and tolerates a body that is not JSON', async () => {
    const empty: ApiError = await apiRequest<never>('GET', '/api/x', {
      fetchImpl: fakeFetch(503, '', 'Service Unavailable').impl,
    }).catch((caught: unknown) => caught as ApiError);
    expect(empty.message).toBe('503: Service Unavailable');
    expect(empty.serverMessage).toBeNull();

    const html: ApiError = await apiRequest<never>('GET', '/api/x', {
      fetchImpl: fakeFetch(502, '<html>Bad gateway</html>', 'Bad Gateway').impl,
    }).catch((caught: unknown) => caught as ApiError);
    expect(html.message).toBe('502: <html>Bad gateway</html>');
    expect(html.issues).toEqual([]);
    expect(errorMessage(html, 'Failed to load')).toBe('Failed to load');
  });

  it('throws on 401 by default and returns null when asked to', async () => {
    const denied = fakeFetch(401, '{"message":"Sign in required"}', 'Unauthorized');
    await expect(apiRequest('GET', '/api/auth/me', { fetchImpl: denied.impl })).rejects.toMatchObject({
      status: 401,
      message: '401: {"message":"Sign in required"}',
    });
    await expect(
      apiRequest('GET', '/api/auth/me', { fetchImpl: denied.impl, on401: 'returnNull' }),
    ).resolves.toBeNull();
  });

  it('resolves to null for 204 No Content', async () => {
    await expect(api.delete('/api/x', { fetchImpl: fakeFetch(204, '').impl })).resolves.toBeNull();
  });
});

describe('getQueryFn', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('GETs the first element of the query key, and honours the 401 setting', async () => {
    const me = fakeFetch(401, '', 'Unauthorized');
    global.fetch = me.impl;
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/me'] })).resolves.toBeNull();
    expect(me.calls[0].url).toBe('/api/auth/me');
    await expect(getQueryFn()({ queryKey: ['/api/auth/me'] })).rejects.toBeInstanceOf(ApiError);
  });
});
