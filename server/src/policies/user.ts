// Users and notifications: admins see full user rows and edit users; power users (staff, PMs) get a
// directory with names, pictures, levels and roles; nobody else lists users. Nobody raises their own
// level or roles. Notifications belong to their owner.
import type { UserLevel } from '../db/types';
import { DIRECTORY_LIMIT, ROLE_LIMIT } from '../schemas/user';
import { allow, can } from './engine';
import { isAdmin, isPower, type Actor } from './actor';

allow('studio', 'listUsers', (actor) => isPower(actor));
allow('studio', 'listUsersFull', (actor) => isAdmin(actor));
allow('studio', 'inviteUsers', (actor) => isAdmin(actor));
allow('user', 'edit', (actor) => isAdmin(actor));
/** An admin sets a user's level, roles and stars, but never raises their own. */
allow(
  'rightsChange',
  'apply',
  (actor, change) => isAdmin(actor) && !(change.userId === actor.id && raisesRights(change.before, change.after)),
);
allow('user', 'countJobs', (actor, user) => isAdmin(actor) || actor.id === user.id);
allow('notification', ['read', 'update', 'delete'], (actor, notification) => notification.userId === actor.id);

const LEVEL_RANK: Record<UserLevel, number> = { client: 0, freelancer: 1, staff: 2, admin: 3 };

export interface UserRights {
  level: UserLevel;
  roles: ReadonlyArray<string>;
  roleLevels: Readonly<Record<string, number>>;
}

/** A star level as it counts: 1-3, anything else (unset, 0) the default 2. */
const effectiveStars = (levels: Readonly<Record<string, number>>, role: string): number => {
  const value = levels[role];
  return value === 1 || value === 2 || value === 3 ? value : 2;
};

/** Whether `after` gives more than `before`: a higher level, a new role, or more stars in a held role. */
export function raisesRights(before: UserRights, after: UserRights): boolean {
  if (LEVEL_RANK[after.level] > LEVEL_RANK[before.level]) return true;
  return after.roles.some(
    (role) => !before.roles.includes(role) || effectiveStars(after.roleLevels, role) > effectiveStars(before.roleLevels, role),
  );
}

/**
 * The page size a caller may list users by: admins what they ask; the directory (staff, PMs) at most
 * DIRECTORY_LIMIT, or ROLE_LIMIT when picking people by role.
 */
export function userPageSize(actor: Actor, query: { limit: number; role?: string }): number {
  if (can(actor, 'listUsersFull', 'studio', null)) return query.limit;
  return Math.min(query.limit, query.role ? ROLE_LIMIT : DIRECTORY_LIMIT);
}

/** The 409 when a level change would leave the studio without an admin (`admins`: the admins now), or null. */
export function lastAdminConflict(before: UserLevel, after: UserLevel, admins: number): string | null {
  return before === 'admin' && after !== 'admin' && admins <= 1 ? 'The studio needs at least one admin' : null;
}
