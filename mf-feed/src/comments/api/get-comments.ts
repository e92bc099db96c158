/** GET /api/comments?itemId&tag — one tab of an item's comments (newest first, 20 a page) and the tabs the caller reads. */
import { useApiInfinite, type ApiResponse, type CommentTag } from 'shared-api';

export type CommentsPage = ApiResponse<'/api/comments', 'get'>;

export const COMMENTS_PATH = '/api/comments';

export function useComments(itemId: string, tag: CommentTag) {
  return useApiInfinite(COMMENTS_PATH, { query: { itemId, tag } }, { limit: 20, itemsKey: 'comments', silent: true });
}
