/** GET /api/messages/conversations/{id} — one conversation the caller is in (or a public one); 404 otherwise. */
import { useApi } from 'shared-api';

export function useConversation(id: string | null) {
  return useApi('/api/messages/conversations/{id}', id ? { params: { id } } : null, { silent: true });
}
