// Text that PostgreSQL cannot store is refused before any route runs: a NUL character anywhere in the query or
// the JSON body is a 400 naming the field (PostgreSQL rejects \u0000 in text, which used to surface as a 500).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors';

/** The path of the first string holding a NUL character, or null. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, `${path}/${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}/${key.replace(/\u0000/g, '')}`;
      const found = findNul(item, `${path}/${key}`);
      if (found) return found;
    }
  }
  return null;
}

async function inputHygiene(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.query, 'querystring') ?? findNul(request.params, 'params') ?? findNul(request.body, 'body');
    if (field) throw new BadRequestError(`${field} must not contain NUL characters`);
  });
}

export default fp(inputHygiene, { name: 'input-hygiene' });
