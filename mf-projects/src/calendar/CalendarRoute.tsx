import { lazy, Suspense } from 'react';
import { Loading } from 'shared-ui';

// A secondary screen (a PM's menu entry): its code loads only when someone opens the calendar.
const CalendarScreen = lazy(() => import('./CalendarScreen').then((m) => ({ default: m.CalendarScreen })));

/** /app/projects/calendar: the studio calendar. */
export function CalendarRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <CalendarScreen />
    </Suspense>
  );
}
