// The signed-in user as the policies see it, and the level/role helpers the spec names
// (isAdmin, isPm, isPower, isContrib, hasRole). Every rule in this folder is built from these.
import { sql, type RawBuilder } from 'kysely';
import type { UserLevel } from '../db/types';

export interface Actor {
  id: string;
  email: string;
  name: string;
  nameAlias: string;
  picture: string | null;
  level: UserLevel;
  roles: string[];
  roleLevels: Record<string, number>;
  paymentInfo: string;
  freelancerTncAt: Date | null;
  locale: 'en' | 'th' | null;
  notificationEmailOn: boolean;
  notificationEmail: string | null;
}

/**
 * An anonymous visitor as the policies see one: no account, so no id, level or roles. A rule allows a guest only
 * where it says so (engine.ts `allowGuest`, e.g. the public comments of a published project); all else is refused.
 */
export interface Guest {
  readonly guest: true;
  readonly id: null;
}
export const GUEST: Guest = Object.freeze({ guest: true, id: null });
/** Whoever makes a request: a signed-in actor, or a guest. */
export type Caller = Actor | Guest;
export const isGuest = (caller: Caller): caller is Guest => 'guest' in caller;

export const DEFAULT_ROLE_LEVEL = 2;
export const PROJECT_MANAGER_ROLE = 'project-manager';
export const PAYMENT_ROLE = 'payment';

/** The facts about a person the level/role rules read: an actor, or a user or collaborator row. */
export type Person = Pick<Actor, 'level' | 'roles'>;

export const isAdmin = (actor: Person): boolean => actor.level === 'admin';
export const isStaff = (actor: Actor): boolean => actor.level === 'staff';
/** Admin, staff or freelancer: the people who do the work. */
export const isContributor = (actor: Person): boolean =>
  actor.level === 'admin' || actor.level === 'staff' || actor.level === 'freelancer';
/** A contributor holding the role (clients hold no roles, whatever their record says). */
export const hasRole = (actor: Person, role: string): boolean => isContributor(actor) && actor.roles.includes(role);
/** Admin or holder of the project-manager role. */
export const isPm = (actor: Person): boolean => isAdmin(actor) || hasRole(actor, PROJECT_MANAGER_ROLE);
/** Admin, staff or a project manager. */
export const isPower = (actor: Actor): boolean => isAdmin(actor) || isStaff(actor) || hasRole(actor, PROJECT_MANAGER_ROLE);
/** A freelancer must agree to the freelancer terms before anything else. */
export const needsTerms = (actor: Actor): boolean => actor.level === 'freelancer' && !actor.freelancerTncAt;

/** The actor's star level (1-3) for a role; 2 when unset. */
export function roleLevel(actor: Actor, role: string): 1 | 2 | 3 {
  const level = actor.roleLevels[role];
  return level === 1 || level === 2 || level === 3 ? level : DEFAULT_ROLE_LEVEL;
}

/** The project's PMs are its collaborators holding the project-manager role, plus every admin. */
export function isProjectPm(actor: Person & Pick<Actor, 'id'>, projectCollaboratorIds: ReadonlyArray<string>): boolean {
  return isAdmin(actor) || (hasRole(actor, PROJECT_MANAGER_ROLE) && projectCollaboratorIds.includes(actor.id));
}

/**
 * SQL twin of `isProjectPm` for one known actor, over a column holding a project's id (`jobs.project_id`): true for
 * admins, false for who holds no PM role, else a probe of the project's collaborators.
 */
export function actorIsProjectPmSql(actor: Person & Pick<Actor, 'id'>, projectIdColumn: string): RawBuilder<boolean> {
  if (isAdmin(actor)) return sql<boolean>`true`;
  if (!hasRole(actor, PROJECT_MANAGER_ROLE)) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from project_collaborators pc
    where pc.project_id = ${sql.ref(projectIdColumn)} and pc.user_id = ${actor.id})`;
}

/** SQL twin of `isPm` over the `users` table (unaliased): the studio's PMs and admins. */
export function pmUsersSql(): RawBuilder<boolean> {
  return sql<boolean>`(users.level = 'admin' or (users.level in ('staff', 'freelancer') and ${PROJECT_MANAGER_ROLE} = any(users.roles)))`;
}

/**
 * SQL twin of `isProjectPm` over the `users` table (unaliased): the PMs of the project (every admin, and its
 * collaborators holding the project-manager role), whom claim, submit and release notify.
 */
export function projectPmUsersSql(projectId: string): RawBuilder<boolean> {
  return sql<boolean>`(users.level = 'admin' or (users.level in ('staff', 'freelancer')
    and ${PROJECT_MANAGER_ROLE} = any(users.roles)
    and exists (select 1 from project_collaborators pc where pc.project_id = ${projectId} and pc.user_id = users.id)))`;
}
