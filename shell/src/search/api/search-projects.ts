/** GET /api/projects/search?term=&limit= — the projects the caller reads whose title matches, newest update first. */
import { useApi, type ApiResponse } from 'shared-api';

export type ProjectSearchResponse = ApiResponse<'/api/projects/search', 'get'>;
export type FoundProject = ProjectSearchResponse['projects'][number];

/** A blank term fetches nothing. Silent: the box says itself when the search does not answer. */
export function useProjectSearch(term: string, limit: number) {
  return useApi('/api/projects/search', term ? { query: { term, limit } } : null, { silent: true, revalidateOnFocus: false });
}
