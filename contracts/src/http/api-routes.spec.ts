import { API_ROUTES, API_TAGS, apiErrorStatuses, apiPath, type ApiRoute } from './api-routes';

const routes = Object.entries(API_ROUTES) as Array<[string, ApiRoute]>;

describe('the API route catalogue', () => {
  it('declares each method and path once', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('describes every path parameter, and none the path does not have', () => {
    for (const [operationId, route] of routes) {
      const inPath = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      expect([operationId, Object.keys(route.params ?? {})]).toEqual([operationId, inPath]);
    }
  });

  it('puts every route under a known tag, with a successful answer', () => {
    for (const [operationId, route] of routes) {
      expect([operationId, route.tag in API_TAGS]).toEqual([operationId, true]);
      expect([operationId, Object.keys(route.answers).some((status) => Number(status) < 300)]).toEqual([
        operationId,
        true,
      ]);
    }
  });

  it('fills a path with its parameters, encoded, and refuses one left out', () => {
    expect(apiPath(API_ROUTES.getEvent, { id: 'a b/c' })).toBe('/api/events/a%20b%2Fc');
    expect(apiPath(API_ROUTES.undoChange, { position: 42 })).toBe('/api/audit/42/undo');
    expect(apiPath(API_ROUTES.listEvents)).toBe('/api/events');
    expect(() => apiPath(API_ROUTES.getEvent)).toThrow('/api/events/:id needs id');
  });

  it('derives the error statuses a route can answer from what it takes and who may call it', () => {
    expect(apiErrorStatuses(API_ROUTES.getEvent)).toEqual([404, 503]);
    expect(apiErrorStatuses(API_ROUTES.searchEvents)).toEqual([400, 503]);
    expect(apiErrorStatuses(API_ROUTES.dashboard)).toEqual([401, 403, 503]);
    // A public write is still refused from another site.
    expect(apiErrorStatuses(API_ROUTES.submitEvent)).toEqual([400, 403, 429, 503]);
    expect(apiErrorStatuses(API_ROUTES.health)).toEqual([]);
  });
});
