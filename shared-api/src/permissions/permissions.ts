/**
 * The one set of permission helpers (spec doc 1 section 6, DECISIONS "Who may see and do what").
 * They only decide what to show: the server enforces every rule again. All accept a null user.
 */
import { DEFAULT_ROLE_LEVEL } from '../constants/roles';

/** The fields the helpers read; SessionUser and UserRow both fit. */
export type PermissionUser = {
  _id: string;
  level: string;
  role?: readonly string[] | null;
  roleLevel?: Readonly<Record<string, number>> | null;
  freelancerTnc?: string | null;
};

type MaybeUser = PermissionUser | null | undefined;

const holds = (user: PermissionUser, role: string) => Boolean(user.role?.includes(role));

export function isAdmin(user: MaybeUser): boolean {
  return user?.level === 'admin';
}

/** Admin, staff or freelancer. */
export function isContrib(user: MaybeUser): boolean {
  return user?.level === 'admin' || user?.level === 'staff' || user?.level === 'freelancer';
}

/** A contributor holding the role (clients hold no roles). */
export function hasRole(user: MaybeUser, role: string): boolean {
  return !!user && isContrib(user) && holds(user, role);
}

/** Admin, or a holder of the project-manager role. */
export function isPm(user: MaybeUser): boolean {
  return isAdmin(user) || hasRole(user, 'project-manager');
}

/** Admin, staff level, or PM. */
export function isPower(user: MaybeUser): boolean {
  return user?.level === 'staff' || isPm(user);
}

/** The user is among the project's collaborators (ids or user references). */
export function isCollab(
  user: MaybeUser,
  project: { collabs?: ReadonlyArray<string | { _id: string }> | null } | null | undefined,
): boolean {
  if (!user || !project?.collabs) return false;
  return project.collabs.some((collab) => (typeof collab === 'string' ? collab : collab._id) === user._id);
}

/** A freelancer who has not agreed to the freelancer terms yet. */
export function needsTerms(user: MaybeUser): boolean {
  return user?.level === 'freelancer' && !user.freelancerTnc;
}

/** The user's star level (1-3) in the role; 2 when unset or out of range. */
export function roleLevel(user: MaybeUser, role: string): number {
  const level = user?.roleLevel?.[role];
  return level === 1 || level === 2 || level === 3 ? level : DEFAULT_ROLE_LEVEL;
}
