/**
 * The post menu's calls: POST /api/posts/{id}/todo {remove}, /done {done},
 * /track-users {markAsRead}, and DELETE /api/posts/{id}. Each refreshes the post lists and the feed counts.
 */
import { api, notifyChanged, type ApiResponse } from 'shared-api';

type PostAnswer = ApiResponse<'/api/posts/{id}/done', 'post'>;

const refresh = () => Promise.all([notifyChanged('posts'), notifyChanged('feeds')]);

/** Silent, like `donePost`. */
export async function todoPost(id: string, remove: boolean): Promise<PostAnswer> {
  return api.post('/api/posts/{id}/todo', { params: { id }, body: { remove } }, { silent: true });
}

/** Silent: its caller (useOptimisticToggles) says a refusal and takes the shown state back. */
export async function donePost(id: string, done: boolean): Promise<PostAnswer> {
  return api.post('/api/posts/{id}/done', { params: { id }, body: { done } }, { silent: true });
}

/** Read on open or expand; silent (nothing for the reader to act on if it fails). */
export async function markRead(id: string): Promise<void> {
  await api.post('/api/posts/{id}/track-users', { params: { id }, body: { markAsRead: true } }, { silent: true });
}

export async function deletePost(id: string): Promise<void> {
  await api.del('/api/posts/{id}', { params: { id } });
  await refresh();
}

export { refresh as refreshPosts };
