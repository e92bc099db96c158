/**
 * The calls that write comments (spec doc 2 section 7): post (a comment or a reply), edit, remove, hide/show
 * (hide-comment.ts).
 * Silent: the panel shows the server's message (doc 2 section 8: comment failures show the server message) and
 * toasts the success message. After each, the item's counts elsewhere (project, scenes, posts) reload.
 */
import { api, notifyChanged, type Comment, type CommentTag } from 'shared-api';
import { hideComment } from './hide-comment';

export type CommentAnswer = { message: string; comment: Comment };
export type NewComment = {
  itemId: string;
  text: string;
  tag?: CommentTag;
  replyTo?: string;
  files?: Array<{ id: string }>;
  mentions?: string[];
};

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
  create: (input: NewComment) => after(api.post<CommentAnswer>('/api/comments', input, { silent: true })),
  edit: (id: string, text: string) => after(api.post<CommentAnswer>(`/api/comments/${id}`, { text }, { silent: true })),
  remove: (id: string) => after(api.del<{ message: string }>(`/api/comments/${id}`, { silent: true })),
  hide: (id: string) => after(hideComment(id)),
};
