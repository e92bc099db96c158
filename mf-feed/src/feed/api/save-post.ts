/** POST /api/posts (create) and POST /api/posts/{id} (edit): the post form's two calls. Silent: the form shows the message. */
import { api, notifyChanged, useRequest, type Post } from 'shared-api';

export type PostInput = {
  feed: string;
  title: string;
  body: string;
  rating: number;
  files: string[];
  users: string[];
  type?: 'post' | 'memo';
  private?: boolean;
};
export type PostAnswer = { message: string; post: Post };

export async function savePost(id: string | null, input: PostInput): Promise<PostAnswer> {
  const answer = id
    ? await api.post<PostAnswer>(`/api/posts/${id}`, input, { silent: true })
    : await api.post<PostAnswer>('/api/posts', input, { silent: true });
  void notifyChanged('posts');
  void notifyChanged('feeds');
  return answer;
}

export const useSavePost = () => useRequest(({ id, input }: { id: string | null; input: PostInput }) => savePost(id, input));
