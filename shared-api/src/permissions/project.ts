/**
 * Project helpers for what a project list row may offer. `GET /api/projects` rows carry no `actions` (the project
 * page's `Project.actions` does), so the list's item menu asks here: the same rules as the server's project policy
 * (`server/src/policies/project.ts`) and state rules (`server/src/domain/project-states.ts`), written once on the
 * client. They only decide what to show; the server judges every request again (403/409 with a message).
 */
import type { ProjectAction, ProjectStatus } from '../types';
import { hasRole, isAdmin, isCollab, isPm, type PermissionUser } from './permissions';

type MaybeUser = PermissionUser | null | undefined;

/** What a list row tells about a project (ProjectListItem fits). */
export type ProjectRowFacts = {
  status: ProjectStatus;
  collabs?: ReadonlyArray<string | { _id: string }> | null;
};

/** The item menu's actions, in menu order (names as in `ProjectAction`). */
export const PROJECT_MENU_ACTIONS = [
  'toggleFlags',
  'listedBy',
  'updateStatus',
  'duplicate',
  'transfer',
  'hold',
  'activate',
  'trash',
  'restore',
  'markGood',
] as const satisfies readonly ProjectAction[];
export type ProjectMenuAction = (typeof PROJECT_MENU_ACTIONS)[number];

/** The statuses Update Status picks from (on hold and trash have their own actions). */
export const WORKING_PROJECT_STATUSES = [
  'new',
  'script-writing',
  'storyboarding',
  'production',
  'finalizing',
  'ready',
  'launched',
] as const satisfies readonly ProjectStatus[];

/** A PM of this project: every admin, and its collaborators holding the project-manager role. */
export function isProjectPm(user: MaybeUser, project: ProjectRowFacts | null | undefined): boolean {
  return isAdmin(user) || (hasRole(user, 'project-manager') && isCollab(user, project));
}

const paused = (status: ProjectStatus) => status === 'onhold' || status === 'trash';

/** Who may (policy) and when (state), per menu action. A row in the caller's list is one they may read. */
const RULES: Record<ProjectMenuAction, (user: PermissionUser, project: ProjectRowFacts) => boolean> = {
  toggleFlags: (user) => isAdmin(user),
  listedBy: (user) => isPm(user),
  updateStatus: (user, project) => isProjectPm(user, project) && !paused(project.status),
  duplicate: (user) => isAdmin(user),
  transfer: (user) => isAdmin(user),
  hold: (user, project) => isAdmin(user) && !paused(project.status),
  activate: (user, project) => isAdmin(user) && project.status === 'onhold',
  trash: (_user, project) => project.status !== 'trash',
  restore: (_user, project) => project.status === 'trash',
  markGood: (user) => isAdmin(user),
};

/** What `user` may do from a project row's menu now, in menu order (nothing for a signed-out visitor). */
export function projectMenuActions(user: MaybeUser, project: ProjectRowFacts): ProjectMenuAction[] {
  if (!user) return [];
  return PROJECT_MENU_ACTIONS.filter((action) => RULES[action](user, project));
}
