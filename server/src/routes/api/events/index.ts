// GET /api/events: the caller's live events as Server-Sent Events (services/live-events.ts decides who hears what).
// The response is written straight to the socket (hijacked): no compression buffers it, no cache keeps it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LiveEventsSchema } from '../../../schemas/live-events';
import { apiTokenStillLive } from '../../../services/api-tokens';
import { resolveSession, SESSION_COOKIE } from '../../../services/sessions';
import type { LiveEvent } from '../../../services/live-events';
import { currentUser } from '../../current-user';

/** A comment line this often keeps proxies and the browser from closing an idle stream; the session is checked too. */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting after the stream drops. */
const RETRY_MS = 3_000;
/** A client this far behind (bytes unsent) is dropped; its browser reconnects and resumes by Last-Event-ID. */
const MAX_BUFFERED = 256 * 1024;

/** A Last-Event-ID we sent (a decimal id), else null (start from now). */
function lastEventId(header: string | undefined): number | null {
  if (!header || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}

export function formatEvent(event: LiveEvent): string {
  return `id: ${event.id}\ndata: ${JSON.stringify({ type: event.resource, ids: event.ids })}\n\n`;
}

const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: LiveEventsSchema }, async (request, reply) => {
    const actor = currentUser(request);
    const token = request.cookies[SESSION_COOKIE] as string;
    const apiToken = request.apiToken;
    // Each beat checks the caller is still signed in: the session (read cache) or, for a script, its API token.
    const stillSignedIn = async () =>
      apiToken
        ? apiTokenStillLive(app.db, apiToken, actor.id)
        : (await resolveSession(app.db, token, app.readCache))?.user.id === actor.id;
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      'x-accel-buffering': 'no',
      // The connection carries this stream only: once it ends, nothing waits on it (a closing server neither).
      connection: 'close',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);

    let ended = false;
    let closeStream: (() => void) | null = null;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      closeStream?.();
      app.liveStreamEndings.delete(end);
      raw.end();
    };
    const write = (text: string) => {
      if (ended) return;
      if (raw.writableLength > MAX_BUFFERED) return end();
      raw.write(text);
    };
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      stillSignedIn().then(
        (signedIn) => {
          if (!signedIn) end();
        },
        () => undefined, // the database is away for a moment: the stream stays, the next beat checks again
      );
    }, HEARTBEAT_MS);
    app.liveStreamEndings.add(end);
    raw.on('close', end);

    try {
      const close = await app.liveEvents.open(
        { userId: actor.id, send: (event) => write(formatEvent(event)) },
        lastEventId(request.headers['last-event-id'] as string | undefined),
      );
      if (ended) close();
      else closeStream = close;
    } catch (error) {
      request.log.warn({ err: error }, 'live events: stream not opened');
      end();
    }
  });
};

export default eventRoutes;
