// Users and notifications: admins see full user rows and edit users; power users (staff, PMs) get a
// directory with names, pictures, levels and roles; nobody else lists users. Nobody raises their own
// level or roles. Notifications belong to their owner.
import type { UserLevel } from '../db/types';
import { allow } from './engine';
import { isAdmin, isPower } from './actor';

allow('studio', 'listUsers', (actor) => isPower(actor));
allow('studio', 'listUsersFull', (actor) => isAdmin(actor));
allow('studio', 'inviteUsers', (actor) => isAdmin(actor));
allow('user', 'edit', (actor) => isAdmin(actor));
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
