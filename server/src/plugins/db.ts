import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Makes the database available as `app.db`; its owner (main.ts or the test helper) closes it. */
async function dbPlugin(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  app.decorate('db', options.db);
}

export default fp(dbPlugin, { name: 'db' });
