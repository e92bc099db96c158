/** POST /api/posts/{id}/create/project — a story-reception post becomes a project (PMs); answers the new project. */
import { api, notifyChanged, useRequest } from 'shared-api';

export type StoryProjectInput = { postId: string; title: string; rawScriptBody: string; rawScriptComment: string };

export async function createProjectFromPost({ postId, ...form }: StoryProjectInput) {
  const answer = await api.post('/api/posts/{id}/create/project', { params: { id: postId }, body: form }, { silent: true });
  void notifyChanged('posts');
  void notifyChanged('projects');
  return answer;
}

export const useCreateProjectFromPost = () => useRequest(createProjectFromPost);
