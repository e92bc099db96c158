/** POST /api/feeds (create), POST /api/feeds/{id} (edit name, description, people) and DELETE /api/feeds/{name}. */
import { api, notifyChanged, useRequest, type Feed } from 'shared-api';

export type FeedInput = { name?: string; description?: string; users?: string[] };
type FeedAnswer = { message: string; feed: Feed };

export async function saveFeed(id: string | null, input: FeedInput): Promise<FeedAnswer> {
  const answer = id
    ? await api.post<FeedAnswer>(`/api/feeds/${id}`, input, { silent: true })
    : await api.post<FeedAnswer>('/api/feeds', input, { silent: true });
  void notifyChanged('feeds');
  return answer;
}

/** Silent: the confirmation shows a refusal itself (useDeleteFeed). */
export async function deleteFeed(name: string): Promise<{ message: string }> {
  const answer = await api.del<{ message: string }>(`/api/feeds/${encodeURIComponent(name)}`, { silent: true });
  await notifyChanged('feeds');
  await notifyChanged('posts');
  return answer;
}

export const useDeleteFeed = () => useRequest(deleteFeed);

export const useSaveFeed = () => useRequest(({ id, input }: { id: string | null; input: FeedInput }) => saveFeed(id, input));
