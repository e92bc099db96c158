// Which site a request came to: translation jobs are not offered on the regional site (config REGIONAL_SITE_HOST).
import type { FastifyRequest } from 'fastify';

export function onRegionalSite(request: FastifyRequest, regionalSiteHost: string | null | undefined): boolean {
  if (!regionalSiteHost) return false;
  return request.hostname.toLowerCase() === regionalSiteHost || request.host.toLowerCase() === regionalSiteHost;
}
