// A project's scenes (spec doc 2 section 6): the script is edited by the project's PMs and the script and
// translation roles; the storyboard (images, numbers, sketches, the board view) by the PMs and the storyboard,
// coloring and recording roles; PMs like scenes and edit the credits; whoever reads the project reads its scenes
// and their history. The Script section is for the PMs and, among those working on the project, the script,
// translation, subtitles and voice roles (`readScript`; the project's `openScript` action tells the page). A role
// counts only for someone working on the project: a collaborator, or the claimant of one of its jobs (a freelancer
// who merely could claim an open job reads, but does not edit).
import type { SceneStatus } from '../db/types';
import { SCENE_STATUSES } from '../db/types';
import { allow, can } from './engine';
import { hasRole, isContributor, isProjectPm, type Actor } from './actor';
import type { ProjectTarget } from './models';
import type { ProjectStatus } from '../db/types';
import { sceneStateAllows } from '../domain/scene-rules';
import { SCENE_ACTIONS, type SceneActionName } from '../schemas/scene';

export const SCRIPT_ROLES = ['script', 'translation'] as const;
export const STORYBOARD_ROLES = ['storyboard', 'coloring', 'recording'] as const;
/**
 * Roles the Script section is for besides its editors (spec doc 2 section 6 "translation also script access;
 * subtitles: script access"; issue 9: voice users who are not PMs work from the script).
 */
export const SCRIPT_READER_ROLES = [...SCRIPT_ROLES, 'subtitles', 'voice'] as const;

const isProjectsPm = (actor: Actor, project: ProjectTarget) => isProjectPm(actor, project.collaboratorIds);
/** Someone working on the project: a contributor who collaborates on it or claimed one of its jobs. */
export const worksOn = (actor: Actor, project: ProjectTarget) =>
  isContributor(actor) && (project.collaboratorIds.includes(actor.id) || project.jobs.some((job) => job.claimedBy === actor.id));
const holdsAny = (actor: Actor, roles: ReadonlyArray<string>) => roles.some((role) => hasRole(actor, role));

/**
 * The statuses each role owns besides the PMs (who set any of the nine): artists say their changes are done
 * and the scene is ready for review; the recording role that the recording is done; video editors that the
 * edits are done. Asking for changes, approving and completing stay with the PMs.
 */
const STATUSES_BY_ROLE: Readonly<Record<string, readonly SceneStatus[]>> = {
  storyboard: ['changes-completed', 'ready-for-review'],
  coloring: ['changes-completed', 'ready-for-review'],
  recording: ['recording-completed'],
  'video-editing': ['edits-completed'],
};

/** The scene statuses `actor` may set on the project's scenes (empty: none), in the spec's order. */
export function settableSceneStatuses(actor: Actor | null, project: ProjectTarget): SceneStatus[] {
  if (!actor) return [];
  if (isProjectsPm(actor, project)) return [...SCENE_STATUSES];
  if (!worksOn(actor, project)) return [];
  const owned = new Set(Object.entries(STATUSES_BY_ROLE).flatMap(([role, statuses]) => (hasRole(actor, role) ? statuses : [])));
  return SCENE_STATUSES.filter((status) => owned.has(status));
}

allow('scene', ['read', 'readVersions'], (actor, project) => can(actor, 'read', 'project', project));
allow(
  'scene',
  'editText',
  (actor, project) => isProjectsPm(actor, project) || (worksOn(actor, project) && holdsAny(actor, SCRIPT_ROLES)),
);
allow(
  'scene',
  'editStoryboard',
  (actor, project) => isProjectsPm(actor, project) || (worksOn(actor, project) && holdsAny(actor, STORYBOARD_ROLES)),
);
/** The Script section: the same people who work on the project as `editText`, plus the roles that read the script. */
allow(
  'scene',
  'readScript',
  (actor, project) => isProjectsPm(actor, project) || (worksOn(actor, project) && holdsAny(actor, SCRIPT_READER_ROLES)),
);
allow('scene', 'setStatus', (actor, project) => settableSceneStatuses(actor, project).length > 0);
allow('scene', ['like', 'editCredits'], (actor, project) => isProjectsPm(actor, project));
/** The Bravo board lists the caller's own drawings: any contributor (the storyboard role has the link). */
allow('studio', 'readBravo', (actor) => isContributor(actor));

/** The scene policy action that says who may take each scene action. */
export const SCENE_ACTION_POLICY: Record<SceneActionName, Parameters<typeof can<'scene'>>[1]> = {
  addScene: 'editText',
  editText: 'editText',
  removeScene: 'editText',
  sortScenes: 'editText',
  editImage: 'editStoryboard',
  editNumbers: 'editStoryboard',
  editSketch: 'editStoryboard',
  editBoard: 'editStoryboard',
  setStatus: 'setStatus',
  likeScene: 'like',
  editCredits: 'editCredits',
  readVersions: 'readVersions',
};

/** Why a caller who reads the project may not take the action. */
export const SCENE_FORBIDDEN: Record<SceneActionName, string> = {
  addScene: "Only the project's PMs and its script writers may add scenes",
  editText: "Only the project's PMs and its script writers may edit the script",
  removeScene: "Only the project's PMs and its script writers may remove scenes",
  sortScenes: "Only the project's PMs and its script writers may change the scene order",
  editImage: "Only the project's PMs and its storyboard artists may change scene images",
  editNumbers: "Only the project's PMs and its storyboard artists may place scene numbers",
  editSketch: "Only the project's PMs and its storyboard artists may sketch on scenes",
  editBoard: "Only the project's PMs and its storyboard artists may edit the board view",
  setStatus: 'You may not change scene statuses on this project',
  likeScene: "Only the project's PMs may like scenes",
  editCredits: "Only the project's PMs may edit the credits",
  readVersions: 'You may not read this scene history',
};

export const mayTakeSceneAction = (actor: Actor, action: SceneActionName, project: ProjectTarget): boolean =>
  can(actor, SCENE_ACTION_POLICY[action], 'scene', project);

/** Every scene action the caller may take on the project now (who × when). */
export const availableSceneActions = (actor: Actor, project: ProjectTarget, status: ProjectStatus): SceneActionName[] =>
  SCENE_ACTIONS.filter((action) => mayTakeSceneAction(actor, action, project) && sceneStateAllows(action, status));
