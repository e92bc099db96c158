/**
 * Toggles that answer at once (issue 28): `set(key, value)` shows the new value immediately, while the requests go
 * to the server one at a time, in the order clicked — a later click on an item waits for (or replaces the waiting
 * request of) that item, never races it, and the calls of one hook never overtake each other (answers that carry the
 * whole record then cannot arrive out of order). A refusal rolls the item back to the saved value; the message is
 * shown by `send` (a silent call toasts it here).
 *
 * `send` resolves truthy once the server saved the value (and the saved record is in the cache), or null/false when
 * it refused and said so; a rejection's message is toasted here.
 */
import { useCallback, useRef, useState } from 'react';
import { toast } from '../bus/bus';

type Waiting<V> = { key: string; value: V };

export function useOptimisticToggles<V = boolean>(send: (key: string, value: V) => Promise<unknown>) {
  const [shown, setShown] = useState<ReadonlyMap<string, V>>(() => new Map());
  const sendRef = useRef(send);
  sendRef.current = send;
  const queue = useRef<Waiting<V>[]>([]);
  const draining = useRef(false);

  const forget = useCallback((key: string, unless?: (value: V) => boolean) => {
    setShown((current) => {
      if (!current.has(key) || unless?.(current.get(key) as V)) return current;
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  }, []);

  const drain = useCallback(async () => {
    if (draining.current) return;
    draining.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { key, value } = next;
        let saved = false;
        try {
          saved = Boolean(await sendRef.current(key, value));
        } catch (err) {
          toast.error(err instanceof Error ? err.message : String(err));
        }
        if (!saved) {
          // Refused: a later click on the same item was made on a state that is not the server's either.
          queue.current = queue.current.filter((waiting) => waiting.key !== key);
          forget(key);
        } else if (!queue.current.some((waiting) => waiting.key === key)) {
          // Saved, and nothing newer waits: the saved record shows (unless a click since shows another value).
          forget(key, (current) => current !== value);
        }
      }
    } finally {
      draining.current = false;
    }
  }, [forget]);

  const set = useCallback(
    (key: string, value: V) => {
      setShown((current) => new Map(current).set(key, value));
      const waiting = queue.current.find((each) => each.key === key);
      if (waiting) waiting.value = value;
      else queue.current.push({ key, value });
      void drain();
    },
    [drain],
  );

  /** What an item shows: the value clicked while it is on its way, else the saved one. */
  const valueOf = useCallback((key: string, saved: V): V => (shown.has(key) ? (shown.get(key) as V) : saved), [shown]);

  return { set, valueOf, isPending: (key: string) => shown.has(key) };
}
