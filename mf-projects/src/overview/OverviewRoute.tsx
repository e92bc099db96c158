import { lazy, Suspense } from 'react';
import { Loading } from 'shared-ui';

// A secondary screen (an admin link): its code loads only when someone opens the board.
const OverviewBoard = lazy(() => import('./OverviewBoard'));

/** /app/projects/overview: the overview board. */
export function OverviewRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <OverviewBoard />
    </Suspense>
  );
}
