/**
 * The calls that write comments (spec doc 2 section 7): post (a comment or a reply), edit, remove, hide/show
 * (hide-comment.ts).
 * Silent: the panel shows the server's message (doc 2 section 8: comment failures show the server message) and
 * toasts the success message. After each, the item's counts elsewhere (project, scenes, posts) reload.
 */
import { api, notifyChanged, type ApiBody, type ApiResponse } from 'shared-api';
import { hideComment } from './hide-comment';

export type CommentAnswer = ApiResponse<'/api/comments', 'post'>;
export type NewComment = ApiBody<'/api/comments', 'post'>;

const refreshCounts = () => {
  void notifyChanged('projects');
  void notifyChanged('posts');
};

const after = async <T>(call: Promise<T>): Promise<T> => {
  const answer = await call;
  refreshCounts();
  return answer;
};

export const commentCalls = {
  create: (input: NewComment) => after(api.post('/api/comments', { body: input }, { silent: true })),
  edit: (id: string, text: string) => after(api.post('/api/comments/{id}', { params: { id }, body: { text } }, { silent: true })),
  remove: (id: string) => after(api.del('/api/comments/{id}', { params: { id } }, { silent: true })),
  hide: (id: string) => after(hideComment(id)),
};
