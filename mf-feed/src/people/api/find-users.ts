/** GET /api/users?lookup= — people to tag or to add to a feed (power users; 10 at a time). */
import { useApi } from 'shared-api';

export type FoundUser = { _id: string; name: string; picture: string | null };

export function useFindUsers(lookup: string, enabled: boolean) {
  const term = lookup.trim();
  return useApi<{ users: FoundUser[] }>(enabled && term ? '/api/users' : null, { lookup: term, limit: 10 }, { silent: true });
}
