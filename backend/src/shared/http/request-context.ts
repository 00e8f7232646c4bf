import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import { PUBLIC_ACTOR, type Role } from '@dental/contracts';
import { Clock } from '../clock';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';

/** The request as the admin guard leaves it: the signed-in account's e-mail, id and role, if any. */
export type ApiRequest = FastifyRequest & {
  adminEmail?: string | null;
  adminAccountId?: string | null;
  adminRole?: Role | null;
};

export function isAdmin(request: ApiRequest): boolean {
  return Boolean(request.adminEmail);
}

/** Builds command metadata from a request: actor is the signed-in account's e-mail (and its id beside it) or 'public'; the request id correlates. */
@Injectable()
export class RequestMetadata {
  constructor(private readonly clock: Clock) {}

  of(request: ApiRequest): CommandMetadata {
    const header = request.headers['x-correlation-id'];
    const correlationId =
      typeof header === 'string' && /^[\w-]{1,100}$/.test(header) ? header : String(request.id ?? randomUUID());
    return {
      actor: request.adminEmail ?? PUBLIC_ACTOR,
      ...(request.adminAccountId ? { actorAccountId: request.adminAccountId } : {}),
      occurredAt: this.clock.now(),
      correlationId,
      causationId: randomUUID(),
    };
  }
}
