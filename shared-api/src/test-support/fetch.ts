/** The one fetch stand-in for unit tests (jsdom has no fetch); the real `api` client runs on top of it. */
export type FakeReply = { status?: number; body?: unknown; contentType?: string };
/**
 * One recorded request: `body` is the parsed JSON body (or the raw body when not a string). `init` (what fetch
 * got: headers, credentials…) is not enumerable, so tests compare calls with `toEqual({ url, method, body })`.
 */
export type FetchCall = { url: string; method: string; body: unknown; init: RequestInit };

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

/** Answer every request with `route(url, call)` (`url` parsed against http://localhost); returns the calls made, in order. */
export function mockFetch(route: (url: URL, call: FetchCall) => FakeReply | Promise<FakeReply>): FetchCall[] {
  const calls: FetchCall[] = [];
  const fake = jest.fn(async (path: string, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: path,
      method: (init.method ?? 'GET').toUpperCase(),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    } as FetchCall;
    Object.defineProperty(call, 'init', { value: init, enumerable: false });
    calls.push(call);
    return replyWith(await route(new URL(path, 'http://localhost'), call));
  });
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}
