/** GET /api/memos/unread — memos the user has not acknowledged, oldest first. */
import { api, type IsoDate } from 'shared-api';

export type UnreadMemo = { _id: string; title: string; feed: { _id: string; name: string }; created: IsoDate; bodyHtml: string };

export async function fetchUnreadMemos(): Promise<UnreadMemo[]> {
  const { memos } = await api.get<{ memos: UnreadMemo[] }>('/api/memos/unread', undefined, { silent: true });
  return memos;
}
