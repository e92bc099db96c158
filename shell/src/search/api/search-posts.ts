/** GET /api/posts/search?term= — the newest posts the caller reads that match, each with its feed and preview. */
import { useApi, type ApiResponse } from 'shared-api';

export type PostSearchResponse = ApiResponse<'/api/posts/search', 'get'>;
export type FoundPost = PostSearchResponse['posts'][number];

/** A blank term fetches nothing. Silent: the box says itself when the search does not answer. */
export function usePostSearch(term: string) {
  return useApi('/api/posts/search', term ? { query: { term } } : null, { silent: true, revalidateOnFocus: false });
}
