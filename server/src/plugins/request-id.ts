// Request ids and the instance's name (issue 21, "Operations"). Every request's log lines carry its id: the
// proxy's X-Request-Id when it sends a sane one (nginx's $request_id), else a fresh UUID; the response answers it
// in X-Request-Id, so a user's report, the proxy's log and the instance's JSON log meet on one id. With
// INSTANCE_ID set, X-Instance names the instance that answered (the cluster test reads it).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the proxy's X-Request-Id when sane, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && SANE_ID.test(header) ? header : randomUUID();
}

async function requestIdPlugin(app: FastifyInstance): Promise<void> {
  const instance = app.config.instanceId;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (instance) reply.header('x-instance', instance);
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
