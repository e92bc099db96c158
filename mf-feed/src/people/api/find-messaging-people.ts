/** GET /api/messages/people?term= — people the caller may start a conversation with (every signed-in person). */
import { useApi, type ApiResponse } from 'shared-api';

export type FoundUser = ApiResponse<'/api/messages/people', 'get'>['users'][number];

export function useFindMessagingPeople(lookup: string, enabled: boolean) {
  const term = lookup.trim();
  return useApi('/api/messages/people', enabled && term ? { query: { term } } : null, { silent: true });
}
