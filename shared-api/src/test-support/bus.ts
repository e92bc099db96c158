import { bus, type BusEvents } from '../bus/bus';

/** Records the bus events of `event` during each test of the describe block it is called in. */
export function listen<K extends keyof BusEvents>(event: K) {
  const seen: BusEvents[K][] = [];
  const handler = (payload: BusEvents[K]) => seen.push(payload);
  beforeEach(() => {
    seen.length = 0;
    bus.on(event, handler);
  });
  afterEach(() => bus.off(event, handler));
  return seen;
}
