/** POST /api/blogposts (a new doc) and POST /api/blogposts/{id} (edit): title, slug, markdown body and file ids. */
import { api, type Blogpost } from 'shared-api';

export type BlogpostInput = { title: string; slug: string; body: string; files: string[] };
export type SavedBlogpost = { message: string; blogpost: Blogpost };

/** Silent: the form shows the server's message itself. */
export function saveBlogpost(id: string | null, input: BlogpostInput): Promise<SavedBlogpost> {
  return api.post<SavedBlogpost>(id ? `/api/blogposts/${id}` : '/api/blogposts', input, { silent: true });
}
