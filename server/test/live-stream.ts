// A real HTTP client for GET /api/events (inject does not stream): opens the stream on a listening server and
// hands back its events one at a time, as a browser's EventSource would see them.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface StreamEvent {
  id: number;
  type: string;
  ids: string[];
}

export interface LiveStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far, as text (the retry hint, comments, events). */
  text(): string;
  /** The next event not taken yet; fails after `waitMs` (a failure guard, not a timing assertion). */
  next(waitMs?: number): Promise<StreamEvent>;
  close(): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
}

/** The port `app` listens on, starting it on a free one first if it does not listen yet. */
export async function listeningPort(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app does not listen on a port');
  return address.port;
}

export async function openLiveStream(
  app: FastifyInstance,
  cookie: string | undefined,
  headers: Record<string, string> = {},
): Promise<LiveStreamClient> {
  const port = await listeningPort(app);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/events', headers: { ...(cookie ? { cookie } : {}), ...headers } },
      (response) => {
        let raw = '';
        let buffer = '';
        const queue: StreamEvent[] = [];
        const waiting: Array<(event: StreamEvent) => void> = [];
        let endedResolve: () => void = () => undefined;
        const ended = new Promise<void>((done) => (endedResolve = done));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          raw += chunk;
          buffer += chunk;
          let split: number;
          while ((split = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const id = /^id: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (id === undefined || data === undefined) continue;
            const parsed = JSON.parse(data) as { type: string; ids: string[] };
            const event = { id: Number(id), type: parsed.type, ids: parsed.ids };
            const waiter = waiting.shift();
            if (waiter) waiter(event);
            else queue.push(event);
          }
        });
        response.on('end', () => endedResolve());
        response.on('close', () => endedResolve());
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: () => raw,
          ended,
          next: (waitMs = 10_000) => {
            const queued = queue.shift();
            if (queued) return Promise.resolve(queued);
            return new Promise<StreamEvent>((done, fail) => {
              const timer = setTimeout(() => {
                waiting.splice(waiting.indexOf(taker), 1);
                fail(new Error(`no event within ${waitMs} ms; received so far:\n${raw}`));
              }, waitMs);
              const taker = (event: StreamEvent) => {
                clearTimeout(timer);
                done(event);
              };
              waiting.push(taker);
            });
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
