/**
 * GET /api/users?lookup=&limit=10 — the collaborator autocomplete of power users (admins, staff, PMs): people whose
 * name matches what was typed. Admins' rows carry e-mails; other power users' rows do not.
 */
import { MENTION_LIMIT, useApi, type UserRow } from 'shared-api';

export type UserLookup = { users: UserRow[]; count: number };

/** Users matching `lookup`; an empty lookup skips the request. */
export function useUserLookup(lookup: string) {
  return useApi<UserLookup>(lookup ? '/api/users' : null, lookup ? { lookup, limit: MENTION_LIMIT } : undefined, {
    silent: true,
    keepPreviousData: true,
  });
}
