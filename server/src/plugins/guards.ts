// Request guards, in order: state-changing requests must come from our own pages; /api routes need
// a session unless marked public; freelancers must agree to the terms first. A call with a personal API token
// (plugins/session.ts) carries no cookie a cross-site page could ride on, so it needs no same-origin signal; a
// read-only token is refused on every state-changing method, and every token on session-only routes.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { API_TOKEN_READ_ONLY, API_TOKEN_SESSION_ONLY } from '../services/api-tokens';
import { needsTerms } from '../policies/actor';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const TERMS_URL = '/app/account?section=terms';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Same-origin signal: `Sec-Fetch-Site: same-origin`, or an `Origin` naming our host. Browsers omit
 * default ports in Origin, and a TLS-terminating proxy may hide the scheme, so a Host without a
 * port matches an Origin on either default port.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    const originUrl = new URL(origin);
    const hostUrl = new URL(`http://${request.host}`);
    if (originUrl.hostname.toLowerCase() !== hostUrl.hostname.toLowerCase()) return false;
    const originPort = originUrl.port || DEFAULT_PORTS[originUrl.protocol] || '';
    return hostUrl.port ? originPort === hostUrl.port : originPort === '80' || originPort === '443';
  } catch {
    return false;
  }
}

async function guardsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const token = request.apiToken;
    if (token) {
      if (request.routeOptions.config?.sessionOnly) throw new ForbiddenError(API_TOKEN_SESSION_ONLY);
      if (token.readOnly && !SAFE_METHODS.has(request.method)) throw new ForbiddenError(API_TOKEN_READ_ONLY);
    }
    // Routes called by other servers authenticate by a token, not the cookie a cross-site form could ride on.
    if (!token && !SAFE_METHODS.has(request.method) && !request.routeOptions.config?.crossSite && !isSameOrigin(request)) {
      throw new ForbiddenError('Cross-site request refused');
    }
    // Judge by the matched route's pattern, not the raw URL (which may be spelled with escapes).
    const path = request.routeOptions.url ?? request.url;
    if (!path.startsWith('/api/') && path !== '/api') return;
    const config = request.routeOptions.config;
    if (config?.public) return;
    // Readable by anonymous visitors (a published project); signed-in callers still meet the terms guard.
    if (!request.user && config?.anonymousReadable) return;
    if (!request.user) throw new UnauthorizedError();
    if (needsTerms(request.user) && !config?.termsExempt) {
      throw new ForbiddenError('Please agree to the Freelance Services Terms and Conditions first', TERMS_URL);
    }
  });
}

export default fp(guardsPlugin, { name: 'guards', dependencies: ['session'] });
