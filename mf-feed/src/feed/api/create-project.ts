/** POST /api/projects/createFromPost — a story-reception post becomes a project (PMs); answers the new project. */
import { api, notifyChanged, useRequest } from 'shared-api';

export type StoryProjectInput = { postId: string; title: string; rawScriptBody: string; rawScriptComment: string };

export async function createProjectFromPost(input: StoryProjectInput): Promise<{ message: string; project: { _id: string } }> {
  const answer = await api.post<{ message: string; project: { _id: string } }>('/api/projects/createFromPost', input, {
    silent: true,
  });
  void notifyChanged('posts');
  void notifyChanged('projects');
  return answer;
}

export const useCreateProjectFromPost = () => useRequest(createProjectFromPost);
