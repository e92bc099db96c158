/** GET /api/messages/search?term= — the caller's conversations whose messages match, each with its newest match. */
import { useApi, type ApiResponse } from 'shared-api';

export type MessageSearchResponse = ApiResponse<'/api/messages/search', 'get'>;
export type FoundThread = MessageSearchResponse['conversations'][number];

/** A blank term fetches nothing. Silent: the box says itself when the search does not answer. */
export function useMessageSearch(term: string) {
  return useApi('/api/messages/search', term ? { query: { term } } : null, { silent: true, revalidateOnFocus: false });
}
