/** GET /api/users?lookup&limit=10 — people to @-mention (power users only; spec doc 2 section 9: 10 results). */
import { api, MENTION_LIMIT } from 'shared-api';

export type MentionUser = { _id: string; name: string; picture?: string | null };

export async function lookupUsers(lookup: string, signal?: AbortSignal): Promise<MentionUser[]> {
  const answer = await api.get<{ users: MentionUser[] }>(
    '/api/users',
    { lookup, limit: MENTION_LIMIT },
    { silent: true, signal },
  );
  return answer.users;
}
