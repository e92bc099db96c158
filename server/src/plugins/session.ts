// Resolves the `sid` cookie to the signed-in user on every request. Reads (GET, HEAD) take it from the read
// cache, which empties on every change to the data, so a demoted admin still loses rights on the next call;
// state-changing requests always read it afresh from the database. A read's `Cache-Control: no-cache` asks for
// a fresh answer, not a fresh sign-in: the cached session is the one the database holds (see docs/decisions/).
// An `Authorization: Bearer` personal API token (services/api-tokens.ts) stands instead of the cookie on /api/
// calls: its owner is the user, read afresh from the database on every call; a bad token is refused with 401.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, DEFAULT_API_TOKEN_LIMIT, resolveApiToken } from '../services/api-tokens';
import { resolveSession, SESSION_COOKIE, SESSION_MAX_DAYS } from '../services/sessions';

const READS = new Set(['GET', 'HEAD']);

/** Static files and signed download links need no session (image variants do: the file policy judges who asks). */
const SESSIONLESS_PREFIXES = ['/app/assets/', '/remotes/', '/files/'];

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_MAX_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiToken', null);
  app.addHook('onRequest', async (request) => {
    const path = request.routeOptions.url ?? request.url;
    if (SESSIONLESS_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    const bearer = path.startsWith('/api/') ? bearerToken(request.headers.authorization) : null;
    if (bearer) {
      const resolved = await resolveApiToken(app.db, bearer, app.config.apiTokenLimit ?? DEFAULT_API_TOKEN_LIMIT);
      request.user = resolved.user;
      request.apiToken = resolved.apiToken;
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await resolveSession(app.db, token, READS.has(request.method) ? app.readCache : null);
    if (!session) return;
    request.user = session.user;
    request.sessionId = session.sessionId;
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['db', 'read-cache'] });
