import { routeAccess } from './admin-session.guard';

describe('who may call a route, from its decorators', () => {
  it('opens reads to everyone unless admin-only, then to every role', () => {
    expect(routeAccess('GET', {})).toEqual({ public: true });
    expect(routeAccess('HEAD', {})).toEqual({ public: true });
    expect(routeAccess('GET', { adminOnly: true })).toEqual({ public: false, roles: ['owner', 'editor', 'reviewer'] });
  });

  it('narrows an admin read to owners plus the roles named', () => {
    expect(routeAccess('GET', { adminOnly: true, roles: [] })).toEqual({ public: false, roles: ['owner'] });
    expect(routeAccess('GET', { roles: ['reviewer'] })).toEqual({ public: false, roles: ['owner', 'reviewer'] });
  });

  it('keeps a write without a declaration to owners, and opens it only as declared', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
      expect(routeAccess(method, {})).toEqual({ public: false, roles: ['owner'] });
    expect(routeAccess('POST', { roles: ['editor'] })).toEqual({ public: false, roles: ['owner', 'editor'] });
    expect(routeAccess('POST', { publicWrite: true })).toEqual({ public: true });
    // admin-only says nothing about writes: they are closed anyway.
    expect(routeAccess('POST', { adminOnly: true })).toEqual({ public: false, roles: ['owner'] });
  });
});
