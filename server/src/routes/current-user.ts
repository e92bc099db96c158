import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors';
import { GUEST, type Actor, type Caller } from '../policies/actor';

/** The signed-in user of a guarded route (the guard already refused anonymous callers). */
export function currentUser(request: FastifyRequest): Actor {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** The caller of a route anonymous visitors may use: its signed-in user, else a guest (the policies judge both). */
export function currentCaller(request: FastifyRequest): Caller {
  return request.user ?? GUEST;
}
