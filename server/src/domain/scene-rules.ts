// When a project's scenes may change (spec doc 2 section 4: "Script is editable in new, script-writing,
// storyboarding, production, finalizing"; "Storyboard exists once status is not new or script-writing") and
// which state allows each scene action (policies/scene.ts says who). Pure data and functions; the scene routes apply them with the project's
// row locked, so a scene change and a status change of the same project happen one after the other.
import type { ProjectStatus } from '../db/types';
import type { SceneActionName } from '../schemas/scene';

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

export const sceneStateAllows = (action: SceneActionName, status: ProjectStatus): boolean =>
  SCENE_STATE_RULES[action]?.when(status) ?? true;

export const sceneWrongState = (action: SceneActionName): string =>
  SCENE_STATE_RULES[action]?.wrongState ?? 'The project cannot do that now';
