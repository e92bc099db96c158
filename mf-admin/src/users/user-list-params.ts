/** The user list's query parameters (spec doc 1 "Users"): level (all, admin, staff, freelancer, client), role, lookup. */
import { LEVELS, type LevelName } from 'shared-api';
import type { UsersQuery } from './api/get-users';

const isLevel = (value: string | null): value is LevelName => (LEVELS as readonly string[]).includes(value ?? '');

export function usersQueryFrom(params: URLSearchParams): UsersQuery {
  const level = params.get('level');
  return {
    level: isLevel(level) ? level : 'all',
    role: params.get('role') || undefined,
    lookup: params.get('lookup')?.trim() || undefined,
  };
}

/** The same address with `changes` applied; empty values are dropped. */
export function withParams(params: URLSearchParams, changes: Record<string, string>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return `?${next.toString()}`;
}
