/** A single-spa application's status, re-read on every single-spa routing event. */
import { useSyncExternalStore } from 'react';
import { getAppStatus } from 'single-spa';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('single-spa:app-change', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('single-spa:app-change', onChange);
  };
}

export function useAppStatus(name: string): string | null {
  return useSyncExternalStore(subscribe, () => getAppStatus(name));
}
