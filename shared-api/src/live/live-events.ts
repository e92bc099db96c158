/**
 * Live updates (issue 18): one EventSource on GET /api/events per tab while someone is signed in. Each event says
 * which `/api/<resource>` changed for this person (`{type, ids}`, no data); it becomes the bus's `data:changed`,
 * whose one listener revalidates every cached read under it through the ordinary, permission-checked calls. A
 * resource is a path segment ('jobs') or a path of segments ('projects/<id>/review-feedback', decision 0715) when
 * only one record's reads are stale; never `..` or an empty segment.
 *
 * The browser reconnects a dropped stream by itself, resuming with Last-Event-ID. A refused stream (any answer but
 * 200, e.g. 401 once the session ended) closes it for good: then the session is asked. Signed out (401) stops here;
 * otherwise the stream is opened again after a growing pause. Meanwhile the notification poll is the fallback.
 */
import { useEffect } from 'react';
import { api } from '../client/api';
import { ApiError } from '../client/errors';
import { bus } from '../bus/bus';

export const LIVE_EVENTS_URL = '/api/events';
/** A resource the stream may name: `/api/` path segments of lowercase letters, digits and dashes, the first a word. */
const LIVE_RESOURCE = /^[a-z][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
/** Pauses before opening a refused stream again: 1 s, 2 s, 4 s … at most a minute. */
export const LIVE_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000];

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'>;

export interface LiveEventsOptions {
  /** Makes the stream (tests give a fake); default the browser's EventSource. */
  open?(url: string): EventSourceLike;
  /** Whether the session still holds: false (signed out) stops for good. Default: GET /api/session. */
  signedIn?(): Promise<boolean>;
}

async function sessionHolds(): Promise<boolean> {
  try {
    await api.get('/api/session', null, { silent: true, redirectOn401: false });
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 401);
  }
}

/** Opens the stream; returns the function that closes it (sign-out, the shell unmounting). */
export function startLiveEvents(options: LiveEventsOptions = {}): () => void {
  const open = options.open ?? ((url: string) => new EventSource(url));
  const signedIn = options.signedIn ?? sessionHolds;
  let source: EventSourceLike | null = null;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const onMessage = (message: Event) => {
    failures = 0;
    try {
      const { type } = JSON.parse((message as MessageEvent<string>).data) as { type?: unknown };
      if (typeof type === 'string' && LIVE_RESOURCE.test(type)) bus.emit('data:changed', { resource: type });
    } catch {
      // not an event of ours: nothing to revalidate
    }
  };

  const onError = () => {
    // CONNECTING: the browser reconnects by itself (and resumes by Last-Event-ID). CLOSED: it was refused.
    if (stopped || !source || source.readyState !== 2) return;
    source.close();
    source = null;
    void signedIn().then((holds) => {
      if (stopped || !holds) return;
      const pause = LIVE_RETRY_MS[Math.min(failures, LIVE_RETRY_MS.length - 1)];
      failures += 1;
      timer = setTimeout(connect, pause);
    });
  };

  function connect(): void {
    timer = null;
    if (stopped) return;
    source = open(LIVE_EVENTS_URL);
    source.addEventListener('message', onMessage);
    source.addEventListener('open', () => (failures = 0));
    source.addEventListener('error', onError);
  }

  connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
    source = null;
  };
}

/** Keeps the tab's stream open while `enabled` (someone is signed in and may use the app). */
export function useLiveEvents(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    return startLiveEvents();
  }, [enabled]);
}
