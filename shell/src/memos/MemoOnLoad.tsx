/**
 * Unread memos on load (spec doc 1 "App shell"): once per page, GET /api/memos/unread; only if there are any, the
 * memo modal (loaded on demand) shows them one by one. "Ok, I got it" acknowledges a memo for good; closing the modal
 * (× or Escape) hides the memos still shown for the rest of the session (they return at the next sign-in). Memos
 * arriving while the person is already using the page (the keyboard is on something) never take it away: a small
 * notice offers them instead.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { needsTerms, useSession } from 'shared-api';
import { Button, Icon, IconButton, useT } from 'shared-ui';
import { SHELL_NAMESPACE } from '../i18n';
import { fetchUnreadMemos, type UnreadMemo } from './api/get-unread-memos';

const MemoModal = lazy(() => import('./MemoModal').then((m) => ({ default: m.MemoModal })));

/** The memos closed in this browser tab's session, per signed-in person. */
const CLOSED_KEY = 'studio.memos.closed';
type Closed = { user: string; ids: string[] };

function readClosed(user: string): Set<string> {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(CLOSED_KEY) ?? 'null') as Closed | null;
    return new Set(raw && raw.user === user && Array.isArray(raw.ids) ? raw.ids : []);
  } catch {
    return new Set();
  }
}

function rememberClosed(user: string, ids: string[]): void {
  try {
    const closed = readClosed(user);
    ids.forEach((id) => closed.add(id));
    window.sessionStorage.setItem(CLOSED_KEY, JSON.stringify({ user, ids: [...closed] } satisfies Closed));
  } catch {
    // storage refused (private mode): the memo may come back on the next page, no worse than before
  }
}

/** Signing out ends the session: the memos closed in it show again at the next sign-in. */
export function forgetClosedMemos(): void {
  try {
    window.sessionStorage.removeItem(CLOSED_KEY);
  } catch {
    // nothing kept
  }
}

/** The keyboard is on something of the page (not the page body): the person is using it. */
const personIsUsingPage = () => document.activeElement !== null && document.activeElement !== document.body;

const Notice = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space.lg};
  left: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

export function MemoOnLoad() {
  const t = useT(SHELL_NAMESPACE);
  // A freelancer who has not agreed to the terms may read no memo yet (the server answers 403): ask once they agree.
  const userId = useSession((state) => (state.user !== null && !needsTerms(state.user) ? state.user._id : null));
  const [memos, setMemos] = useState<UnreadMemo[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!userId) return undefined;
    let active = true;
    fetchUnreadMemos().then(
      (unread) => {
        if (!active) return;
        const closed = readClosed(userId);
        setMemos(unread.filter((memo) => !closed.has(memo._id)));
        setOpen(!personIsUsingPage());
      },
      () => undefined, // a missing memo list must not block the page
    );
    return () => {
      active = false;
    };
  }, [userId]);

  if (!userId || memos.length === 0) return null;
  const close = (shown: UnreadMemo[]) => {
    rememberClosed(
      userId,
      shown.map((memo) => memo._id),
    );
    setMemos([]);
  };
  if (!open) {
    return (
      <Notice role="status">
        <span>{t('memo.unread', { count: memos.length })}</span>
        <Button size="sm" variant="primary" onClick={() => setOpen(true)}>
          {t('memo.read')}
        </Button>
        <IconButton size="sm" aria-label={t('memo.later')} onClick={() => close(memos)}>
          <Icon name="close" />
        </IconButton>
      </Notice>
    );
  }
  return (
    <Suspense fallback={null}>
      <MemoModal memos={memos} onDone={() => setMemos([])} onClose={close} />
    </Suspense>
  );
}
