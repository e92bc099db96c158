/** GET /api/messages/people?term= — people the caller may start a conversation with (every signed-in person). */
import { useApi } from 'shared-api';

export type FoundUser = { _id: string; name: string; picture: string | null };

export function useFindMessagingPeople(lookup: string, enabled: boolean) {
  const term = lookup.trim();
  return useApi<{ users: FoundUser[] }>(enabled && term ? '/api/messages/people' : null, { term }, { silent: true });
}
