/** The user list's query parameters (spec doc 1 "Users"): level (all, admin, staff, freelancer, client), role, lookup. */
import { LEVELS, type LevelName, type UsersQuery } from 'shared-api';

const isLevel = (value: string | null): value is LevelName => (LEVELS as readonly string[]).includes(value ?? '');

export function usersQueryFrom(params: URLSearchParams): UsersQuery {
  const level = params.get('level');
  return {
    level: isLevel(level) ? level : 'all',
    role: params.get('role') || undefined,
    lookup: params.get('lookup')?.trim() || undefined,
  };
}
