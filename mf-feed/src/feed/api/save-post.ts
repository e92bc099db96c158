/** POST /api/posts (create) and POST /api/posts/{id} (edit): the post form's two calls. Silent: the form shows the message. */
import { api, notifyChanged, useRequest, type ApiBody, type ApiResponse } from 'shared-api';

export type PostInput = ApiBody<'/api/posts', 'post'>;
export type PostAnswer = ApiResponse<'/api/posts', 'post'>;

export async function savePost(id: string | null, input: PostInput): Promise<PostAnswer> {
  const answer = id
    ? await api.post('/api/posts/{id}', { params: { id }, body: input }, { silent: true })
    : await api.post('/api/posts', { body: input }, { silent: true });
  void notifyChanged('posts');
  void notifyChanged('feeds');
  return answer;
}

export const useSavePost = () => useRequest(({ id, input }: { id: string | null; input: PostInput }) => savePost(id, input));
