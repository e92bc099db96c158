/**
 * Unread memos on load (spec doc 1 "App shell"): once per page, GET /api/memos/unread; only if there are any, the
 * memo modal (loaded on demand) shows them one by one.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { needsTerms, useSession } from 'shared-api';
import { fetchUnreadMemos, type UnreadMemo } from './api/get-unread-memos';

const MemoModal = lazy(() => import('./MemoModal').then((m) => ({ default: m.MemoModal })));

export function MemoOnLoad() {
  // A freelancer who has not agreed to the terms may read no memo yet (the server answers 403): ask once they agree.
  const signedIn = useSession((state) => state.user !== null && !needsTerms(state.user));
  const [memos, setMemos] = useState<UnreadMemo[]>([]);

  useEffect(() => {
    if (!signedIn) return undefined;
    let active = true;
    fetchUnreadMemos().then(
      (unread) => active && setMemos(unread),
      () => undefined, // a missing memo list must not block the page
    );
    return () => {
      active = false;
    };
  }, [signedIn]);

  if (memos.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MemoModal memos={memos} onDone={() => setMemos([])} />
    </Suspense>
  );
}
