/** Shows every bus `toast` (from the shell, any remote, or the API client's error catalogue) for TOAST_MS. */
import { useEffect, useRef, useState } from 'react';
import { TOAST_MS, useBusEvent } from 'shared-api';
import { ToastViewport, type ToastItem } from 'shared-ui';

let nextId = 0;

export function ToastHost() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<ToastItem['id'], number>());

  const dismiss = (id: ToastItem['id']) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  };

  useBusEvent('toast', ({ kind, message }) => {
    nextId += 1;
    const id = nextId;
    setToasts((list) => [...list, { id, kind, message }]);
    timers.current.set(
      id,
      window.setTimeout(() => dismiss(id), TOAST_MS),
    );
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return <ToastViewport toasts={toasts} onDismiss={dismiss} />;
}
