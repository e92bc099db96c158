import type { FastifyRequest } from 'fastify';

/** The origin the request came to (scheme and host; behind a proxy with TRUST_PROXY, the forwarded ones). */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
