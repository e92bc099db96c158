/** GET /api/comments?itemId&tag — one tab of an item's comments (newest first, 20 a page) and the tabs the caller reads. */
import { useApiInfinite, type Comment, type CommentCounts, type CommentTag } from 'shared-api';

export type CommentsPage = {
  comments: Comment[];
  tag: CommentTag;
  tabs: Array<{ tag: CommentTag; count: number }>;
  counts: CommentCounts;
  canPost: boolean;
  canMention: boolean;
  skip: number;
  hasMore: boolean;
};

export const COMMENTS_PATH = '/api/comments';

export function useComments(itemId: string, tag: CommentTag) {
  return useApiInfinite<CommentsPage>(COMMENTS_PATH, { itemId, tag }, { limit: 20, itemsKey: 'comments', silent: true });
}
