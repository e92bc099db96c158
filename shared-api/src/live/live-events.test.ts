import { bus } from '../bus/bus';
import { waitFor } from '@testing-library/react';
import { mockFetch } from '../test-support';
import { LIVE_EVENTS_URL, startLiveEvents } from './live-events';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeSource {
  readyState = 0;
  closed = false;
  private readonly listeners: Record<string, Array<(event: Event) => void>> = {};
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: string): void {
    if (type === 'open') this.readyState = 1;
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data });
    for (const listener of this.listeners[type] ?? []) listener(event);
  }
  /** The answer was not a stream (401, 403, 5xx): the browser closes it for good and says so once. */
  refuse(): void {
    this.readyState = 2;
    this.emit('error');
  }
}

function setup(signedIn?: () => Promise<boolean>) {
  const sources: FakeSource[] = [];
  const changed: string[] = [];
  const onChanged = ({ resource }: { resource: string }) => changed.push(resource);
  bus.on('data:changed', onChanged);
  const stop = startLiveEvents({
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
    signedIn,
  });
  return {
    sources,
    changed,
    stop: () => {
      stop();
      bus.off('data:changed', onChanged);
    },
  };
}

afterEach(() => jest.useRealTimers());

/** Lets the session check's promises settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('startLiveEvents', () => {
  it('turns each event into data:changed for its resource, which revalidates the reads under it', () => {
    const live = setup(async () => true);
    expect(live.sources.map((source) => source.url)).toEqual([LIVE_EVENTS_URL]);
    live.sources[0].emit('open');
    live.sources[0].emit('message', JSON.stringify({ type: 'notifs', ids: ['n1'] }));
    live.sources[0].emit('message', JSON.stringify({ type: 'jobs', ids: ['j1'] }));
    live.sources[0].emit('message', 'not json');
    live.sources[0].emit('message', JSON.stringify({ type: '../admin', ids: [] }));
    live.sources[0].emit('message', JSON.stringify({ type: 'projects/../admin', ids: [] }));
    live.sources[0].emit('message', JSON.stringify({ type: 'projects//x', ids: [] }));
    live.sources[0].emit('message', JSON.stringify({ type: 'projects/4f1c-9a/review-feedback', ids: ['4f1c-9a'] }));
    expect(live.changed).toEqual(['notifs', 'jobs', 'projects/4f1c-9a/review-feedback']);
    live.stop();
    expect(live.sources[0].closed).toBe(true);
  });

  it('leaves a dropped stream to the browser, which reconnects it by itself', () => {
    const live = setup(async () => true);
    live.sources[0].readyState = 0; // reconnecting
    live.sources[0].emit('error');
    expect(live.sources).toHaveLength(1);
    expect(live.sources[0].closed).toBe(false);
    live.stop();
  });

  it('stops for good when the stream is refused because the session ended (401)', async () => {
    const calls = mockFetch(() => ({ status: 401, body: { message: 'Please sign in', redirectUrl: '/auth/login' } }));
    const live = setup(undefined);
    live.sources[0].refuse();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/session');
    await settle();
    jest.useFakeTimers();
    jest.advanceTimersByTime(120_000);
    expect(live.sources).toHaveLength(1);
    live.stop();
  });

  it('opens a refused stream again after a growing pause while the session holds', async () => {
    jest.useFakeTimers();
    const live = setup(async () => true);
    live.sources[0].refuse();
    await settle();
    jest.advanceTimersByTime(999);
    expect(live.sources).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(live.sources).toHaveLength(2);
    live.sources[1].refuse();
    await settle();
    jest.advanceTimersByTime(1_999);
    expect(live.sources).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(live.sources).toHaveLength(3);
    live.stop();
    jest.advanceTimersByTime(120_000);
    expect(live.sources).toHaveLength(3);
  });
});
