/** DELETE /api/blogposts/{id} — removes a doc (admins); failures toast the server's message. */
import { api } from 'shared-api';

export function deleteBlogpost(id: string): Promise<{ message: string }> {
  return api.del<{ message: string }>(`/api/blogposts/${id}`);
}
