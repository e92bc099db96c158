/** GET /api/blogposts — the docs by title, 50 a page; `canWrite` says whether the caller may write docs. */
import { useApiInfinite, type ApiResponse, type BlogpostSummary } from 'shared-api';

export const DOCS_PAGE_SIZE = 50;

export type BlogpostsPage = ApiResponse<'/api/blogposts', 'get'>;

export function useBlogposts() {
  return useApiInfinite('/api/blogposts', {}, { limit: DOCS_PAGE_SIZE, silent: true });
}

/** A doc's address in the app: its slug when it has one (stable), else its id. */
export const docPath = (doc: Pick<BlogpostSummary, '_id' | 'slug'>) => `/app/docs/${doc.slug ?? doc._id}`;
