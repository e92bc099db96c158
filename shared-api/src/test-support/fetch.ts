/** A tiny fetch stand-in for unit tests (jsdom has no fetch). */
export type FakeReply = { status?: number; body?: unknown; contentType?: string };

export type FetchCall = { url: string; init: RequestInit };

export function replyWith(reply: FakeReply) {
  const status = reply.status ?? 200;
  const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  const contentType = reply.contentType ?? (typeof reply.body === 'string' ? 'text/plain' : 'application/json; charset=utf-8');
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: async () => text,
  };
}

/** Install a fetch mock answering by `route(url, init)`; returns the recorded calls. */
export function mockFetch(route: (url: string, init: RequestInit) => FakeReply): FetchCall[] {
  const calls: FetchCall[] = [];
  const fake = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return replyWith(route(url, init));
  });
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}
