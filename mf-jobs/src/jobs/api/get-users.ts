/** GET /api/users — the staff lookup of the job list's user filter (admins) and the create form's invitees. */
import { useApi, type UserRow } from 'shared-api';

export type UsersQuery = { lookup?: string; role?: string; limit?: number };
export type UsersPage = { users: UserRow[]; count: number };

/** Users matching the query; `null` skips the request (nothing typed yet, or not allowed). */
export function useUsers(query: UsersQuery | null) {
  return useApi<UsersPage>(query ? '/api/users' : null, query ?? undefined, { silent: true, keepPreviousData: true });
}
