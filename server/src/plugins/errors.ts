// One error shape for everything: `{ message }` (+ `redirectUrl` for 401 and the terms gate, `field` for a 400 on
// one field). Validation errors name the field in the person's language; unknown errors are logged and answered without details; a lost database is a
// 503 to retry; a known path asked with a method it does not serve is a 405 naming the methods it does (Allow).
import type { FastifyError, FastifyInstance } from 'fastify';
import type { RegisteredRoute } from './types';
import { requestLocale } from './request-locale';
import { failurePath, validationSentence, type MessageLocale, type ValidationFailure } from './validation-messages';
import { translateServerMessage } from './message-translations';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, isConnectionLoss } from '../db/connection-loss';

export const UNEXPECTED_ERROR = 'Unexpected error occurred';

/** PostgreSQL errors that mean "somebody changed this meanwhile": a 409 to retry, not a 500. */
const CONFLICT_CODES: Record<string, string> = {
  '23505': 'That already exists (changed meanwhile?); reload and try again',
  '23514': 'That would undo a recorded payment, which is never undone',
  '40001': 'The record changed meanwhile; try again',
  '40P01': 'The record changed meanwhile; try again',
};

function databaseConflict(error: { code?: unknown }): string | null {
  return typeof error.code === 'string' ? (CONFLICT_CODES[error.code] ?? null) : null;
}

/**
 * The 400 for a request that breaks its schema: a sentence naming the field in the request's language (the schema's
 * own `errorMessage` in English, schemas/common.ts, else validation-messages.ts), and the field's path beside it.
 */
export function validationAnswer(error: FastifyError, locale: MessageLocale): { message: string; field?: string } {
  const first = error.validation?.[0] as ValidationFailure | undefined;
  if (!first) return { message: error.message };
  const path = failurePath(first);
  const field = path.length ? { field: path.join('.') } : {};
  const custom = first.parentSchema?.errorMessage;
  if (locale === 'en' && typeof custom === 'string') return { message: custom, ...field };
  if (locale === 'en' && custom && typeof custom === 'object' && first.keyword) {
    const forKeyword = (custom as Record<string, unknown>)[first.keyword];
    if (typeof forKeyword === 'string') return { message: forKeyword, ...field };
  }
  return { message: validationSentence(first, locale), ...field };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { redirectUrl?: string }, request, reply) => {
    if (error.validation) {
      return reply.code(400).send(validationAnswer(error, requestLocale(request)));
    }
    if (isConnectionLoss(error)) {
      // The database went away under this request (db/connection-loss.ts): nothing of it was committed.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE });
    }
    const conflict = databaseConflict(error);
    if (conflict) return reply.code(409).send({ message: conflict });
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: UNEXPECTED_ERROR });
    }
    // A limit's refusal says when to come back (services/user-limits.ts).
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    const field = (error as { field?: unknown }).field;
    if (typeof field === 'string') return reply.code(status).send({ message: error.message, field });
    return reply
      .code(status)
      .send(error.redirectUrl ? { message: error.message, redirectUrl: error.redirectUrl } : { message: error.message });
  });
  // Every answer's `message` (a refusal above, or what an action did) in the request's language (issue 13).
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const answer = payload as { message?: unknown } | null;
    if (!answer || typeof answer !== 'object' || typeof answer.message !== 'string') return payload;
    const translated = translateServerMessage(answer.message, requestLocale(request));
    return translated === answer.message ? payload : { ...answer, message: translated };
  });
  const methodsAt = allowedMethods(() => app.registeredRoutes);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allowed = methodsAt(path);
    // A route that answers this method and found nothing (a missing static file) is a 404, not a 405.
    if (allowed.length && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ message: `${request.method} is not allowed on ${path}; it answers ${allowed.join(', ')}` });
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
  });
}

/** A route pattern (`/api/jobs/:id/claim`, `/app/*`) as a regular expression over concrete paths. */
function patternOf(url: string): RegExp {
  const parts = url.split(/(:\w+|\*)/).map((part) => {
    if (part === '*') return '.*';
    if (part.startsWith(':')) return '[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}

/**
 * The methods the registered routes answer at a concrete path (GET brings HEAD), for 405's Allow header. Routes are
 * all registered before the first request, so the patterns are compiled once, on first use.
 */
export function allowedMethods(routes: () => ReadonlyArray<RegisteredRoute>): (path: string) => string[] {
  let compiled: Array<{ method: string; pattern: RegExp }> | null = null;
  return (path) => {
    compiled ??= routes().map((route) => ({ method: route.method, pattern: patternOf(route.url) }));
    const methods = new Set(compiled.filter((route) => route.pattern.test(path)).map((route) => route.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
