/** GET /api/messages/people?term= — people the caller may start a conversation with (every signed-in person). */
import { useApi } from 'shared-api';
import type { FoundUser } from './find-users';

export function useFindMessagingPeople(lookup: string, enabled: boolean) {
  const term = lookup.trim();
  return useApi<{ users: FoundUser[] }>(enabled && term ? '/api/messages/people' : null, { term }, { silent: true });
}
