// When a project's scenes may change (spec doc 2 section 4: "Script is editable in new, script-writing,
// storyboarding, production, finalizing"; "Storyboard exists once status is not new or script-writing") and
// which scene policy action says who. Pure data and functions; the scene routes apply them with the project's
// row locked, so a scene change and a status change of the same project happen one after the other.
import type { ProjectStatus } from '../db/types';
import type { Actor, ProjectTarget } from '../policies';
import { can } from '../policies';
import type { SceneActionName } from '../schemas/scene';
import { SCENE_ACTIONS } from '../schemas/scene';

/** A project holds at most this many scenes (its whole list is one page). */
export const MAX_SCENES = 500;
/** A scene's text, trimmed. */
export const SCENE_TEXT_MAX = 10_000;

const SCRIPT_EDITABLE: readonly ProjectStatus[] = ['new', 'script-writing', 'storyboarding', 'production', 'finalizing'];
const STORYBOARD_EDITABLE: readonly ProjectStatus[] = ['storyboarding', 'production', 'finalizing'];
const ACTIVE = (status: ProjectStatus) => status !== 'onhold' && status !== 'trash';

const SCRIPT_STATE = {
  when: (status: ProjectStatus) => SCRIPT_EDITABLE.includes(status),
  wrongState:
    'The script can be edited only while the project is new, in script writing, storyboarding, production or finalizing',
};
const STORYBOARD_STATE = {
  when: (status: ProjectStatus) => STORYBOARD_EDITABLE.includes(status),
  wrongState: 'The storyboard can be edited only while the project is storyboarding, in production or finalizing',
};

export const SCENE_STATE_RULES: Partial<
  Record<SceneActionName, { when: (status: ProjectStatus) => boolean; wrongState: string }>
> = {
  addScene: SCRIPT_STATE,
  editText: SCRIPT_STATE,
  removeScene: SCRIPT_STATE,
  sortScenes: SCRIPT_STATE,
  editImage: STORYBOARD_STATE,
  editNumbers: STORYBOARD_STATE,
  editSketch: STORYBOARD_STATE,
  editBoard: STORYBOARD_STATE,
  setStatus: { when: ACTIVE, wrongState: 'The project is on hold or in the trash: scene statuses cannot change now' },
};

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

export const sceneStateAllows = (action: SceneActionName, status: ProjectStatus): boolean =>
  SCENE_STATE_RULES[action]?.when(status) ?? true;

export const sceneWrongState = (action: SceneActionName): string =>
  SCENE_STATE_RULES[action]?.wrongState ?? 'The project cannot do that now';

/** Every scene action the caller may take on the project now (who × when). */
export const availableSceneActions = (actor: Actor, project: ProjectTarget, status: ProjectStatus): SceneActionName[] =>
  SCENE_ACTIONS.filter((action) => mayTakeSceneAction(actor, action, project) && sceneStateAllows(action, status));
