// The read cache on the app (`app.readCache`, services/read-cache.ts) and its use for a GET route's answer:
// `cachedJson` keeps the serialised JSON of a read per caller and query until the data changes. A request with
// `Cache-Control: no-cache` (a browser's hard reload, or the bench's uncached run) reads afresh.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataChanges } from '../db/changes';
import { ReadCache } from '../services/read-cache';

/** The request asks not to be answered from a cache (RFC 9111 `no-cache`). */
export function wantsFresh(request: FastifyRequest): boolean {
  const header = request.headers['cache-control'];
  return typeof header === 'string' && /\bno-cache\b/i.test(header);
}

/** A stable key for a validated query object: the same parameters in any order give the same key. */
export function queryKey(query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/**
 * Sends the cached JSON for `key` when the data has not changed since it was made, else `load()`'s result
 * serialised by the route's response schema (and keeps it). `key` must name everything the answer depends on:
 * the caller (the presenter decides per caller) and the query. `X-Cache` says which it was. Returns the reply,
 * for the handler to return.
 */
export async function cachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const { value, cached } = await request.server.readCache.read(key, async () => reply.serialize(await load()) as string, {
    fresh: wantsFresh(request),
    bytes: (json) => json.length,
  });
  reply.header('x-cache', cached ? 'hit' : 'miss');
  // A string with a JSON content type goes out as it is (no second serialisation).
  return reply.type('application/json; charset=utf-8').send(value);
}

async function readCachePlugin(app: FastifyInstance, options: { changes: DataChanges }): Promise<void> {
  app.decorate('readCache', new ReadCache(options.changes));
}

export default fp(readCachePlugin, { name: 'read-cache' });
