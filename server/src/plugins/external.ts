// Third-party plugins, registered before the app's own: security headers, cookies, rate limiting
// (opt-in per route), and the OpenAPI document built from the route schemas.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ErrorResponse, ref } from '../schemas/common';
import { UPLOAD_MAX_BYTES } from '../services/uploads';
import { databaseRateLimitStore } from '../services/rate-limit-store';
import { EMBED_ORIGINS } from '../domain/video-embed';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  // The video box embeds YouTube and Facebook videos, and nothing else (domain/video-embed.ts EMBED_ORIGINS).
  frameSrc: [...EMBED_ORIGINS],
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

/** Methods whose requests carry a body: any of them may meet the body limit (413) or an unread content type (415). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The answers the framework gives on a route's behalf, documented where they happen: 413 (a body over the limit) and
 * 415 (a content type no parser reads) on every route taking a body, 429 on every rate-limited route.
 */
function frameworkResponses(schema: FastifySchema, route: RouteOptions | undefined): FastifySchema {
  if (!route || !schema?.response || (schema as { hide?: boolean }).hide) return schema;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const added: Record<number, unknown> = {};
  if (methods.some((method) => BODY_METHODS.has(method)))
    Object.assign(added, { 413: ref(ErrorResponse), 415: ref(ErrorResponse) });
  const config = route.config as { rateLimit?: unknown; loginLimit?: unknown; userLimit?: unknown } | undefined;
  if (config?.rateLimit || config?.loginLimit || config?.userLimit) added[429] = ref(ErrorResponse);
  return { ...schema, response: { ...added, ...(schema.response as Record<number, unknown>) } };
}

async function externalPlugins(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Scripts, HTML and JSON go out gzip/brotli-compressed (the first-load budget counts compressed bytes).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // Uploads (services/uploads.ts): one file per request; the 60 MB cap truncates the stream, which the
  // upload service turns into 413 after removing what it stored.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    // Keep the name as sent, so a name with a path is refused rather than silently trimmed.
    preservePath: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so the limits hold across instances (services/rate-limit-store.ts).
    store: databaseRateLimitStore(options.db),
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
        description:
          'Production management for video studios. Every error is `{ message }`; 401 adds `redirectUrl`. Any ' +
          'operation may answer 503 with `Retry-After` while the database is unavailable, and 405 with `Allow` for a ' +
          'method its path does not serve.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          // Personal API tokens (services/api-tokens.ts): no cookie, Origin or CSRF header needed.
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token from the account page (`Authorization: Bearer sst_…`): the rights of its owner; a ' +
              'read-only token is refused (403) on every method but GET and HEAD; 401 when unknown, expired or revoked; ' +
              '429 with Retry-After past its per-minute limit.',
          },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: ({ schema, url, route }) => ({ schema: frameworkResponses(optionalDefaults(schema), route), url }),
    refResolver: {
      // Name component schemas by their $id so generated client types are named (Job, Post, ...).
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
}

export default fp(externalPlugins, { name: 'external-plugins' });
