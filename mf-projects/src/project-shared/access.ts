/**
 * Who sees what on the project page, where the server's `project.actions` does not say it directly. The server
 * enforces every rule again: these only decide what to show.
 */
import { isAdmin, isCollab, isPm, type PermissionUser, type Project } from 'shared-api';

/**
 * The public subset: an anonymous visitor (or an outsider) reading a published project gets no collaborators,
 * no actions and no side boxes, only the title, statuses and counts.
 */
export const isPublicView = (project: Project): boolean => project.collabs === undefined;

/** A PM of this project: every admin, and collaborators holding the project-manager role (DECISIONS). */
export function isProjectPm(user: PermissionUser | null | undefined, project: Project): boolean {
  return isAdmin(user) || (isPm(user) && isCollab(user, project));
}
