/** GET /api/memos/unread — memos the user has not acknowledged, oldest first. */
import { api, type Memo } from 'shared-api';

export type UnreadMemo = Memo;

export async function fetchUnreadMemos(): Promise<UnreadMemo[]> {
  const { memos } = await api.get('/api/memos/unread', null, { silent: true });
  return memos;
}
