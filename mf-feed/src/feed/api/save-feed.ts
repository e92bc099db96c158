/** POST /api/feeds (create), POST /api/feeds/{id} (edit name, description, people) and DELETE /api/feeds/{name}. */
import { api, notifyChanged, useRequest, type ApiBody } from 'shared-api';

export type FeedInput = ApiBody<'/api/feeds/{id}', 'post'>;

export async function saveFeed(id: string | null, input: FeedInput) {
  const answer = id
    ? await api.post('/api/feeds/{id}', { params: { id }, body: input }, { silent: true })
    : // A new feed needs a name: without one the server answers its 400 sentence naming the field.
      await api.post('/api/feeds', { body: { ...input, name: input.name ?? '' } }, { silent: true });
  void notifyChanged('feeds');
  return answer;
}

/** Silent: the confirmation shows a refusal itself (useDeleteFeed). */
export async function deleteFeed(name: string) {
  const answer = await api.del('/api/feeds/{name}', { params: { name } }, { silent: true });
  await notifyChanged('feeds');
  await notifyChanged('posts');
  return answer;
}

export const useDeleteFeed = () => useRequest(deleteFeed);

export const useSaveFeed = () => useRequest(({ id, input }: { id: string | null; input: FeedInput }) => saveFeed(id, input));
