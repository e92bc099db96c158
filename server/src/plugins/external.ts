// Third-party plugins, registered before the app's own: security headers, cookies, rate limiting
// (opt-in per route), and the OpenAPI document built from the route schemas.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

interface QuerySchema {
  properties?: Record<string, { default?: unknown }>;
  required?: string[];
}

/**
 * Query parameters with a default are filled in by validation, so handlers may rely on them, but a
 * caller need not send them: the document marks them optional.
 */
function optionalDefaults(schema: FastifySchema): FastifySchema {
  const query = schema?.querystring as QuerySchema | undefined;
  if (!query?.required) return schema;
  const required = query.required.filter((name) => query.properties?.[name]?.default === undefined);
  return { ...schema, querystring: { ...query, required } };
}

async function externalPlugins(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts; try again in ${context.after}`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Studio API',
        version: '1.0.0',
        description: 'Production management for video studios. Every error is `{ message }`; 401 adds `redirectUrl`.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
      security: [{ session: [] }],
    },
    transform: ({ schema, url }) => ({ schema: optionalDefaults(schema), url }),
    refResolver: {
      // Name component schemas by their $id so generated client types are named (Job, Post, ...).
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
}

export default fp(externalPlugins, { name: 'external-plugins' });
