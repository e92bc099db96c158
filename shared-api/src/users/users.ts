/**
 * GET /api/users — the one client of the user directory: admins get full rows (with e-mails), other power users a
 * limited directory; `count` is the total that match. Every remote that lists, looks up or @-mentions people uses
 * these (admin's edit, invite and job-count calls are other endpoints and stay in mf-admin).
 */
import { api } from '../client/api';
import type { ApiQuery, ApiResponse } from '../client/api-paths';
import { MENTION_LIMIT } from '../constants/limits';
import { useApi, type UseApiOptions } from '../swr/useApi';
import { useApiInfinite } from '../swr/useApiInfinite';
import type { UserRow } from '../types';

/** `level`, `role`, `lookup` (matches name, alias or e-mail), `limit`, `skip`. */
export type UsersQuery = ApiQuery<'/api/users', 'get'>;
export type UsersPage = ApiResponse<'/api/users', 'get'>;

export const USERS_PATH = '/api/users' as const;

/** The server's default page of the user list. */
export const USER_PAGE_SIZE = 50;

/** Users whose name matches `lookup`, at most MENTION_LIMIT (the @-mention list). Silent. */
export async function lookupUsers(lookup: string, signal?: AbortSignal): Promise<UserRow[]> {
  const answer = await api.get('/api/users', { query: { lookup, limit: MENTION_LIMIT } }, { silent: true, signal });
  return answer.users;
}

/** One page of users matching the query; `null` skips the request (nothing typed yet, or not allowed). Silent. */
export function useUsers(query: UsersQuery | null, options: UseApiOptions<UsersPage> = {}) {
  return useApi(USERS_PATH, query && { query }, { silent: true, ...options });
}

/**
 * The paged user list (load more): `count` is the total, or with `countCapped` the number counted (more match), and
 * `hasMore` follows the latest page's answer (its count always reaches past the page when more exist).
 */
export function useUserPages(query: UsersQuery) {
  const list = useApiInfinite(USERS_PATH, { query }, { limit: USER_PAGE_SIZE, itemsKey: 'users', silent: true });
  const first = list.pages?.[0];
  const last = list.pages?.[list.pages.length - 1];
  // The answer has a count instead of `hasMore`.
  const hasMore = last !== undefined && (last.countCapped === true || list.items.length < last.count);
  return { ...list, count: first?.count, countCapped: first?.countCapped === true, hasMore };
}
