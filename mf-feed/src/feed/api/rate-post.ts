/** POST /api/posts/{id}/rate {rating} — rates a post; answers the post with its new average. */
import { api, type Post } from 'shared-api';

export async function ratePost(id: string, rating: number): Promise<Post> {
  const { post } = await api.post('/api/posts/{id}/rate', { params: { id }, body: { rating } });
  return post;
}
