// The project workflow of spec doc 2 section 4 and DECISIONS "Projects": for each status action, when it may
// be taken (the state) and who (a project policy action, named in policies/project.ts). Pure data and functions; the routes apply them with
// the project's row locked, so two PMs changing status at once see one after the other (one clear 409).
import type { ProjectStatus } from '../db/types';
import type { ProjectActionName } from '../schemas/project';

/** The working statuses a PM may pick with Update Status (on hold and trash have their own actions). */
export const WORKING_STATUSES = [
  'new',
  'script-writing',
  'storyboarding',
  'production',
  'finalizing',
  'ready',
  'launched',
] as const satisfies readonly ProjectStatus[];

/** The statuses in which the script may be edited (spec doc 2 section 4). */
const SCRIPT_EDITABLE: readonly ProjectStatus[] = ['new', 'script-writing', 'storyboarding', 'production', 'finalizing'];

/** The facts of a project the workflow judges. */
export interface ProjectState {
  status: ProjectStatus;
  oldStatus: ProjectStatus | null;
  scriptStatus: string;
  storyboardStatus: string;
  hasRawScript: boolean;
  hasBrief: boolean;
  listedByMe: boolean;
  driveStarted: boolean;
  sceneCount: number;
  /** The raw script was split into scenes (and not undone). */
  scriptSplit: boolean;
  /** …and no scene changed since, so the split may be undone. */
  splitUndoable: boolean;
}

const paused = (state: ProjectState) => state.status === 'onhold' || state.status === 'trash';

/** When each state-dependent action may be taken; the 409 message when not. */
export const PROJECT_STATE_RULES: Partial<Record<ProjectActionName, { when: (s: ProjectState) => boolean; wrongState: string }>> =
  {
    submitScript: {
      when: (s) => s.status === 'script-writing' && s.scriptStatus === 'new',
      wrongState: 'The script can be submitted for approval only while the project is in script writing and the script is new',
    },
    submitStoryboard: {
      when: (s) => s.status === 'storyboarding' && s.storyboardStatus === 'new',
      wrongState:
        'The storyboard can be submitted for approval only while the project is storyboarding and the storyboard is new',
    },
    approveScript: { when: (s) => s.scriptStatus === 'pending', wrongState: 'The script is not waiting for approval' },
    approveStoryboard: {
      when: (s) => s.storyboardStatus === 'pending',
      wrongState: 'The storyboard is not waiting for approval',
    },
    markReady: { when: (s) => s.status === 'finalizing', wrongState: 'Only a project in finalizing can be marked as ready' },
    updateStatus: {
      when: (s) => !paused(s),
      wrongState: 'The project is on hold or in the trash: make it active or restore it first',
    },
    hold: { when: (s) => !paused(s), wrongState: 'The project is already on hold or in the trash' },
    activate: { when: (s) => s.status === 'onhold', wrongState: 'The project is not on hold' },
    trash: { when: (s) => s.status !== 'trash', wrongState: 'The project is already in the trash' },
    restore: { when: (s) => s.status === 'trash', wrongState: 'The project is not in the trash' },
    submitRawScript: {
      when: (s) => s.status === 'new',
      wrongState: 'The raw script can be submitted only while the project is new',
    },
    editBrief: { when: (s) => !s.hasBrief, wrongState: 'The storyboard brief was already submitted' },
    setupDrive: { when: (s) => !s.driveStarted, wrongState: 'Drive setup has already run for this project' },
    // "Split into scenes" (issue 28): once, into a project without scenes, while its script may be edited.
    splitScript: {
      when: (s) => s.hasRawScript && !s.scriptSplit && s.sceneCount === 0 && SCRIPT_EDITABLE.includes(s.status),
      wrongState: 'The raw script can be split into scenes once, only into a project without scenes whose script may be edited',
    },
    undoSplitScript: {
      when: (s) => s.splitUndoable && SCRIPT_EDITABLE.includes(s.status),
      wrongState: 'The split can be undone only while no scene was changed or added since',
    },
  };

/** Whether the project's state allows `action` now (actions without a state rule always do). */
export function stateAllows(action: ProjectActionName, state: ProjectState): boolean {
  const rule = PROJECT_STATE_RULES[action];
  return !rule || rule.when(state);
}

/** The 409 message for `action` in the wrong state. */
export function wrongStateMessage(action: ProjectActionName): string {
  return PROJECT_STATE_RULES[action]?.wrongState ?? 'The project cannot do that now';
}
