// One error shape for everything: `{ message }` (+ `redirectUrl` for 401 and the terms gate).
// Validation errors name the field; unknown errors are logged and answered without details.
import type { FastifyError, FastifyInstance } from 'fastify';

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

/** A schema's own sentence for the first failure (its `errorMessage`, schemas/common.ts), else the validator's. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0] as { keyword?: string; parentSchema?: { errorMessage?: unknown } } | undefined;
  const custom = first?.parentSchema?.errorMessage;
  if (typeof custom === 'string') return custom;
  if (custom && typeof custom === 'object' && first?.keyword) {
    const forKeyword = (custom as Record<string, unknown>)[first.keyword];
    if (typeof forKeyword === 'string') return forKeyword;
  }
  return error.message;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { redirectUrl?: string }, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ message: validationMessage(error) });
    }
    const conflict = databaseConflict(error);
    if (conflict) return reply.code(409).send({ message: conflict });
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: UNEXPECTED_ERROR });
    }
    return reply
      .code(status)
      .send(error.redirectUrl ? { message: error.message, redirectUrl: error.redirectUrl } : { message: error.message });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
