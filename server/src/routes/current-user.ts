import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors';
import type { Actor } from '../policies/actor';

/** The signed-in user of a guarded route (the guard already refused anonymous callers). */
export function currentUser(request: FastifyRequest): Actor {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
