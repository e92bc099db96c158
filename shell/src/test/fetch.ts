/** A fetch stand-in for the shell's unit tests (jsdom has none): answers by route, records the calls. */
export type Reply = { status?: number; body?: unknown };
export type Call = { method: string; url: string; body: unknown };

export function mockFetch(route: (method: string, url: string, body: unknown) => Reply | Promise<Reply>): Call[] {
  const calls: Call[] = [];
  const fake = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url: input, body });
    const reply = await route(method, input, body);
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
    };
  });
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}
