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

const paused = (status: ProjectStatus) => status === 'onhold' || status === 'trash';

type StateRule<Facts> = { when: (facts: Facts) => boolean; wrongState: string };

/**
 * The rules that read the status alone: a project list row, which knows no more of the project, judges its
 * actions (`PROJECT_ROW_ACTIONS`) by these, and the page by the same rules through `PROJECT_STATE_RULES`.
 */
const PROJECT_STATUS_RULES = {
  updateStatus: {
    when: (status) => !paused(status),
    wrongState: 'The project is on hold or in the trash: make it active or restore it first',
  },
  hold: { when: (status) => !paused(status), wrongState: 'The project is already on hold or in the trash' },
  activate: { when: (status) => status === 'onhold', wrongState: 'The project is not on hold' },
  trash: { when: (status) => status !== 'trash', wrongState: 'The project is already in the trash' },
  restore: { when: (status) => status === 'trash', wrongState: 'The project is not in the trash' },
} satisfies Partial<Record<ProjectActionName, StateRule<ProjectStatus>>>;

const byStatus = (rule: StateRule<ProjectStatus>): StateRule<ProjectState> => ({
  when: (state) => rule.when(state.status),
  wrongState: rule.wrongState,
});

/** When each state-dependent action may be taken; the 409 message when not. */
export const PROJECT_STATE_RULES: Partial<Record<ProjectActionName, StateRule<ProjectState>>> = {
  submitScript: {
    when: (s) => s.status === 'script-writing' && s.scriptStatus === 'new',
    wrongState: 'The script can be submitted for approval only while the project is in script writing and the script is new',
  },
  submitStoryboard: {
    when: (s) => s.status === 'storyboarding' && s.storyboardStatus === 'new',
    wrongState: 'The storyboard can be submitted for approval only while the project is storyboarding and the storyboard is new',
  },
  approveScript: { when: (s) => s.scriptStatus === 'pending', wrongState: 'The script is not waiting for approval' },
  approveStoryboard: {
    when: (s) => s.storyboardStatus === 'pending',
    wrongState: 'The storyboard is not waiting for approval',
  },
  markReady: { when: (s) => s.status === 'finalizing', wrongState: 'Only a project in finalizing can be marked as ready' },
  updateStatus: byStatus(PROJECT_STATUS_RULES.updateStatus),
  hold: byStatus(PROJECT_STATUS_RULES.hold),
  activate: byStatus(PROJECT_STATUS_RULES.activate),
  trash: byStatus(PROJECT_STATUS_RULES.trash),
  restore: byStatus(PROJECT_STATUS_RULES.restore),
  submitRawScript: {
    when: (s) => s.status === 'new',
    wrongState: 'The raw script can be submitted only while the project is new',
  },
  editBrief: { when: (s) => !s.hasBrief, wrongState: 'The storyboard brief was already submitted' },
  removeBrief: { when: (s) => s.hasBrief, wrongState: 'There is no storyboard brief to remove' },
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

/**
 * Whether the status alone allows `action`, for actions whose state rule reads nothing else (a list row's); an
 * action with a rule that reads more is refused here, so a row never offers what only the page can judge.
 */
export function statusAllows(action: ProjectActionName, status: ProjectStatus): boolean {
  if (action in PROJECT_STATUS_RULES) return PROJECT_STATUS_RULES[action as keyof typeof PROJECT_STATUS_RULES].when(status);
  return !(action in PROJECT_STATE_RULES);
}

/** The 409 message for `action` in the wrong state. */
export function wrongStateMessage(action: ProjectActionName): string {
  return PROJECT_STATE_RULES[action]?.wrongState ?? 'The project cannot do that now';
}
