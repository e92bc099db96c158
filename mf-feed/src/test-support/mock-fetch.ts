/** A tiny fetch stand-in for this remote's unit tests (jsdom has no fetch); the real `api` client runs on top of it. */
export type FakeReply = { status?: number; body?: unknown };
export type FetchCall = { url: string; method: string; body: unknown };

function reply({ status = 200, body }: FakeReply) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
  };
}

/** Answer every request with `route(url, call)`; returns the calls made, in order. */
export function mockFetch(route: (url: URL, call: FetchCall) => FakeReply | Promise<FakeReply>): FetchCall[] {
  const calls: FetchCall[] = [];
  const fake = jest.fn(async (path: string, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: path,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    return reply(await route(new URL(path, 'http://localhost'), call));
  });
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}
