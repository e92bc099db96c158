/** POST /api/blogposts (a new doc) and POST /api/blogposts/{id} (edit): title, slug, markdown body and file ids. */
import { api, type ApiBody, type ApiResponse } from 'shared-api';

export type BlogpostInput = ApiBody<'/api/blogposts', 'post'>;
export type SavedBlogpost = ApiResponse<'/api/blogposts', 'post'>;

/** Silent: the form shows the server's message itself. */
export function saveBlogpost(id: string | null, input: BlogpostInput): Promise<SavedBlogpost> {
  return id
    ? api.post('/api/blogposts/{id}', { params: { id }, body: input }, { silent: true })
    : api.post('/api/blogposts', { body: input }, { silent: true });
}
