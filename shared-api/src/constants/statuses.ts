/** Job and project statuses, list filters and project tabs (spec doc 1 sections 2 and 4, doc 2 sections 2 and 4). */
// The lists themselves come from the server's schemas through the generated constants (shared-api generate).
import {
  JobListStatusValues,
  JobStatusValues,
  ProjectStatusValues,
  ScriptStatusValues,
  StoryboardStatusValues,
  WorkingProjectStatusValues,
} from '../generated/api-constants';

export const JOB_STATUSES = JobStatusValues;
export type JobStatusName = (typeof JOB_STATUSES)[number];

/** How each job status is shown: open is "available", pending is "pending approval". */
export const JOB_STATUS_LABELS: Record<JobStatusName, string> = {
  open: 'available',
  inprogress: 'in progress',
  pending: 'pending approval',
  completed: 'completed',
};

export const JOB_STATUS_FILTERS = JobListStatusValues;
export type JobStatusFilter = (typeof JOB_STATUS_FILTERS)[number];
export const DEFAULT_JOB_STATUS_FILTER: JobStatusFilter = 'incomplete';

export const JOB_STATUS_FILTER_LABELS: Record<JobStatusFilter, string> = {
  'my-jobs': 'My Jobs',
  open: 'Available',
  incomplete: 'Incomplete',
  inprogress: 'In Progress',
  pending: 'Pending Approval',
  completed: 'Completed',
  unpaid: 'Unpaid',
};

export const PROJECT_STATUSES = ProjectStatusValues;
/** The statuses Update Status picks from (on hold and trash have their own actions). */
export const WORKING_PROJECT_STATUSES = WorkingProjectStatusValues;
export type ProjectStatusName = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatusName, string> = {
  new: 'New',
  'script-writing': 'Script Writing',
  storyboarding: 'Storyboarding',
  production: 'Production',
  finalizing: 'Finalizing',
  ready: 'Ready',
  launched: 'Launched',
  onhold: 'On Hold',
  trash: 'In Trash',
};

/** The five columns of the project overview board. */
export const OVERVIEW_STATUSES = ['script-writing', 'storyboarding', 'production', 'finalizing', 'ready'] as const;

export const SCRIPT_STATUSES = ScriptStatusValues;
export const STORYBOARD_STATUSES = StoryboardStatusValues;
export const SCENE_STATUSES = [
  'pending-changes',
  'changes-completed',
  'ready-for-review',
  'scene-approved',
  'pending-recording',
  'recording-completed',
  'pending-edits',
  'edits-completed',
  'scene-completed',
] as const;

export type ProjectTabKey = 'all' | 'my-projects' | 'fbRelaunch' | ProjectStatusName;
export type ProjectTab = {
  key: ProjectTabKey;
  label: string;
  /** shown to admins only */
  adminOnly?: boolean;
  /** listed in the hidden-tabs dropdown instead of the tab row */
  hidden?: boolean;
};

/** Tabs of the project list, keyed by the `status` query parameter. */
export const PROJECT_TABS: readonly ProjectTab[] = [
  { key: 'all', label: 'All' },
  { key: 'my-projects', label: 'My Projects', adminOnly: true },
  { key: 'new', label: 'New' },
  { key: 'script-writing', label: 'Script Writing' },
  { key: 'storyboarding', label: 'Storyboarding' },
  { key: 'production', label: 'Production' },
  { key: 'finalizing', label: 'Finalizing' },
  { key: 'ready', label: 'Ready' },
  { key: 'launched', label: 'Launched' },
  { key: 'fbRelaunch', label: 'FB Relaunch' },
  { key: 'onhold', label: 'On Hold', hidden: true },
  { key: 'trash', label: 'In Trash', hidden: true },
];
