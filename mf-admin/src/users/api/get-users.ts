/** GET /api/users — admins get full rows (power users a limited directory); `count` is the total that match. */
import { useApiInfinite, type LevelName, type UserRow } from 'shared-api';

export type UsersQuery = {
  level: 'all' | LevelName;
  role?: string;
  /** matches name, alias or e-mail */
  lookup?: string;
};

export type UsersPage = { users: UserRow[]; count: number };

/** The server's default page of the user list. */
export const USER_PAGE_SIZE = 50;

export function useUsers(query: UsersQuery) {
  const list = useApiInfinite<UsersPage>('/api/users', query, { limit: USER_PAGE_SIZE, itemsKey: 'users', silent: true });
  const count = list.pages?.[0]?.count;
  // The answer has a total instead of `hasMore`.
  return { ...list, count, hasMore: count !== undefined && list.items.length < count };
}
