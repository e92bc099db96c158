/** DELETE /api/blogposts/{id} — removes a doc (admins); failures toast the server's message. */
import { api } from 'shared-api';

export function deleteBlogpost(id: string) {
  return api.del('/api/blogposts/{id}', { params: { id } });
}
