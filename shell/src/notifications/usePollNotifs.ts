/** Poll the notifications every 5 minutes, and stop after 12 polls (spec doc 1 "Notifications", section 9). */
import { useEffect, useRef } from 'react';
import { NOTIF_MAX_POLLS, NOTIF_POLL_MS } from 'shared-api';

export function usePollNotifs(reload: () => unknown, enabled: boolean): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      void latest.current();
      if (polls >= NOTIF_MAX_POLLS) window.clearInterval(timer);
    }, NOTIF_POLL_MS);
    return () => window.clearInterval(timer);
  }, [enabled]);
}
