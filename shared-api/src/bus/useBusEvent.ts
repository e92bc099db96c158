import { useEffect, useRef } from 'react';
import { bus, type BusEvents } from './bus';

/** Listen to a bus event while the component is mounted. The latest handler is called; no resubscribe per render. */
export function useBusEvent<K extends keyof BusEvents>(event: K, handler: (payload: BusEvents[K]) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (payload: BusEvents[K]) => latest.current(payload);
    bus.on(event, listener);
    return () => bus.off(event, listener);
  }, [event]);
}
