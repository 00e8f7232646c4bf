import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { ApiAccess, Role } from '@dental/contracts';
import { ADMIN_ONLY, PUBLIC_WRITE, ROLES_ALLOWED } from '../shared/http/access.decorators';
import { routeAccess } from '../auth/admin-session.guard';
import type { TestApp } from './test-app';

export interface DeclaredRoute {
  /** 'GET /api/events/:id': the route catalogue's form (API_ROUTES). */
  key: string;
  method: string;
  /** Fastify's form, `/api/events/:id`. */
  path: string;
  /** Who the guard lets through, from the route's decorators. */
  access: ApiAccess;
}

/**
 * Every route the controllers declare, read from Nest's own metadata rather than from the route
 * catalogue, so tests can hold the two against each other.
 */
export function declaredRoutes(app: TestApp): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()]);
  for (const wrapper of controllers) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!type) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '').replace(/^\/|\/$/g, '');
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const handler = (type.prototype as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const path = `/${[base, String(Reflect.getMetadata(PATH_METADATA, handler)).replace(/^\/|\/$/g, '')].filter(Boolean).join('/')}`;
      // A decorator on the method wins over one on the controller, as in the guard.
      const metadata = (key: string) =>
        (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, type)) as boolean | Role[] | undefined;
      routes.push({
        key: `${method} ${path}`,
        method,
        path,
        access: routeAccess(method, {
          publicWrite: metadata(PUBLIC_WRITE) as boolean | undefined,
          adminOnly: metadata(ADMIN_ONLY) as boolean | undefined,
          roles: metadata(ROLES_ALLOWED) as Role[] | undefined,
        }),
      });
    }
  }
  return routes;
}
