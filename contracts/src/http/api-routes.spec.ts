import { API_PATHS, apiPath } from './api-paths';
import { API_ROUTES, API_TAGS, apiErrorStatuses, type ApiRoute } from './api-routes';

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
    expect(apiPath(API_PATHS.getEvent, { id: 'a b/c' })).toBe('/api/events/a%20b%2Fc');
    expect(apiPath(API_PATHS.undoChange, { position: 42 })).toBe('/api/audit/42/undo');
    expect(apiPath(API_PATHS.listEvents)).toBe('/api/events');
    // @ts-expect-error: the compiler asks for the path's parameters.
    expect(() => apiPath(API_PATHS.getEvent)).toThrow('/api/events/:id needs id');
    // @ts-expect-error: and for those only, by their names.
    expect(() => apiPath(API_PATHS.sponsorTierNames, { id: 'x' })).toThrow('/api/sponsor-tiers/:eventId needs eventId');
  });

  it('takes every method and path from the path table, and has a route for each of its entries', () => {
    expect(Object.keys(API_ROUTES)).toEqual(Object.keys(API_PATHS));
    for (const [operationId, route] of routes)
      expect({ method: route.method, path: route.path }).toEqual(API_PATHS[operationId as keyof typeof API_PATHS]);
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
